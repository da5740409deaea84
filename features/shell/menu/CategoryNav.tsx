'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ChevronIcon } from '@/features/shell/header/icons';
import { MegaPanel } from '@/features/shell/menu/MegaPanel';
import { ScrollButton } from '@/features/shell/menu/ScrollButton';
import { useScrollRow } from '@/features/shell/menu/use-scroll-row';
import type { MenuNode } from '@/features/shell/menu/menu-tree';

/**
 * The horizontally scrolling top-category row (docs/product/chrome.md, CHR-4). Below 830px its entries are links
 * (the mobile menu holds the tree); from 830px a top category with children is a disclosure button
 * for its mega menu. Escape, a click outside or focus leaving the row closes the open one.
 */
export function CategoryNav({ menu }: { menu: readonly MenuNode[] }) {
  const t = useTranslations('header');
  const [openId, setOpenId] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const toggles = useRef(new Map<number, HTMLButtonElement>());
  const { scrollerRef, prevRef, nextRef, edges, scroll } = useScrollRow();
  const baseId = useId();
  const scrollerId = `${baseId}-row`;

  // A navigation (including back and forward) closes the mega menu.
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpenId(null);
  }

  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || openId === null) return;
    event.preventDefault();
    const toggle = toggles.current.get(openId);
    setOpenId(null);
    toggle?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpenId(null);
  };
  const close = () => setOpenId(null);

  return (
    <nav ref={navRef} className="cat-nav" aria-label={t('categoriesLabel')} onKeyDown={onKeyDown} onBlur={onBlur}>
      <div className="cat-nav__inner">
        <ScrollButton
          direction="left"
          buttonRef={prevRef}
          label={t('scrollPrevious')}
          controls={scrollerId}
          disabled={edges.atStart}
          hidden={!edges.overflowing}
          onClick={() => scroll(-1)}
        />
        <div ref={scrollerRef} id={scrollerId} className="cat-nav__scroller">
          <ul className="cat-nav__list">
            {menu.map((node) => {
              const panelId = `${baseId}-panel-${node.id}`;
              if (node.children.length === 0) {
                return (
                  <li key={node.id} className="cat-nav__item">
                    <Link href={node.href} className="cat-nav__link" onClick={close}>
                      {node.name}
                    </Link>
                  </li>
                );
              }
              const open = openId === node.id;
              return (
                <li key={node.id} className="cat-nav__item">
                  <Link href={node.href} className="cat-nav__link cat-nav__link--narrow">
                    {node.name}
                  </Link>
                  <button
                    ref={(element) => {
                      if (element) toggles.current.set(node.id, element);
                      else toggles.current.delete(node.id);
                    }}
                    type="button"
                    className="cat-nav__toggle"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenId(open ? null : node.id)}
                  >
                    {node.name}
                    <ChevronIcon size={18} />
                  </button>
                  <MegaPanel id={panelId} node={node} open={open} onNavigate={close} />
                </li>
              );
            })}
          </ul>
        </div>
        <ScrollButton
          direction="right"
          buttonRef={nextRef}
          label={t('scrollNext')}
          controls={scrollerId}
          disabled={edges.atEnd}
          hidden={!edges.overflowing}
          onClick={() => scroll(1)}
        />
      </div>
    </nav>
  );
}
