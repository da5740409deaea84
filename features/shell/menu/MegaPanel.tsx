'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { MenuNode } from '@/features/shell/menu/menu-tree';

interface MegaPanelProps {
  id: string;
  node: MenuNode;
  open: boolean;
  onNavigate: () => void;
}

/**
 * A top category's mega menu (docs/product/chrome.md, CHR-5): its child categories in a masonry grid, 200px
 * columns with a 20px gap, 4 columns, 3 on tablets (features/shell/header/header.css). A closed panel is
 * an empty element, so its toggle's `aria-controls` names something: its links are rendered when it
 * opens, not into every page's document (CHR-20).
 */
export function MegaPanel({ id, node, open, onNavigate }: MegaPanelProps) {
  return (
    <div id={id} className="mega-panel" hidden={!open}>
      {open && <MegaPanelLinks node={node} onNavigate={onNavigate} />}
    </div>
  );
}

function MegaPanelLinks({ node, onNavigate }: Pick<MegaPanelProps, 'node' | 'onNavigate'>) {
  const t = useTranslations('header');
  return (
    <>
      <Link href={node.href} className="mega-panel__all" onClick={onNavigate}>
        {t('allIn', { name: node.name })}
      </Link>
      <ul className="mega-panel__grid">
        {node.children.map((child) => (
          <li key={child.id} className="mega-panel__group">
            <Link href={child.href} className="mega-panel__heading" onClick={onNavigate}>
              {child.name}
            </Link>
            {child.children.length > 0 && (
              <ul className="mega-panel__links">
                {child.children.map((grandchild) => (
                  <li key={grandchild.id}>
                    <Link href={grandchild.href} onClick={onNavigate}>
                      {grandchild.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
