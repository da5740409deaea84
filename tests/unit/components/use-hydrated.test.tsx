// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useHydrated } from '@/platform/ui/use-hydrated';

function Probe() {
  return <button aria-disabled={useHydrated() ? undefined : true}>Lägg i varukorgen</button>;
}

describe('useHydrated', () => {
  it('is false in the server HTML, so buttons there are marked not ready', () => {
    expect(renderToString(<Probe />)).toContain('aria-disabled="true"');
  });

  it('turns true once the server HTML has hydrated, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('button')).not.toHaveAttribute('aria-disabled');
    container.remove();
  });

  it('is true straight away in a browser-only render', () => {
    render(<Probe />);
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-disabled');
  });
});
