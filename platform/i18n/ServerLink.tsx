import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { getPathname } from '@/platform/i18n/navigation';

type Href = Parameters<typeof getPathname>[0]['href'];

/**
 * The localized link of a server component: `next/link` with the href next-intl makes here. Next-intl's
 * own `Link` from a server component sends its client half (a wrapper, the locale cookie's sync and
 * their helpers) to every page that shows one (decision 0066).
 */
export function ServerLink({ href, ...props }: Omit<ComponentProps<typeof NextLink>, 'href'> & { href: Href }) {
  return <NextLink href={getPathname({ locale: useLocale(), href })} {...props} />;
}
