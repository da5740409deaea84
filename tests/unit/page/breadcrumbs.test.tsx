// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Breadcrumbs } from '@/features/catalog/Breadcrumbs';
import sv from '@/messages/sv.json' with { type: 'json' };

afterEach(cleanup);

const view = (node: ReactNode) =>
  render(
    <NextIntlClientProvider locale="sv" messages={sv}>
      {node}
    </NextIntlClientProvider>,
  );

describe('breadcrumbs (docs/product/chrome.md, CHR-10)', () => {
  it('are hidden with a single item', () => {
    const { container } = view(<Breadcrumbs items={[{ label: 'Hem', href: '/' }]} />);
    expect(container.querySelector('nav')).toBeNull();
  });

  it('show with more than one item, the last one active and not a link', () => {
    view(
      <Breadcrumbs
        items={[
          { label: 'Hem', href: '/' },
          { label: 'Reservdelar', href: { pathname: '/category/[...path]', params: { path: ['reservdelar'] } } },
          { label: 'Skärm', href: { pathname: '/product/[slug]', params: { slug: 'skarm' } } },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: sv.chrome.breadcrumbs });
    expect(nav.className).toBe('breadcrumbs');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Hem', 'Reservdelar']);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/kategori/reservdelar']);
    expect(screen.getByText('Skärm').getAttribute('aria-current')).toBe('page');
  });

  it('a deal page gets the deal style', () => {
    view(
      <Breadcrumbs
        variant="deal"
        items={[
          { label: 'Hem', href: '/' },
          { label: 'Skärm', href: { pathname: '/product/[slug]', params: { slug: 'skarm' } } },
        ]}
      />,
    );
    expect(screen.getByRole('navigation').className).toBe('breadcrumbs breadcrumbs--deal');
  });
});
