import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Storefront domains are build-time configuration: server and browser must agree on them.
  env: {
    STORE_DOMAIN_SV: process.env.STORE_DOMAIN_SV ?? '',
    STORE_DOMAIN_NO: process.env.STORE_DOMAIN_NO ?? '',
    STORE_DOMAIN_DA: process.env.STORE_DOMAIN_DA ?? '',
    STORE_DOMAIN_FI: process.env.STORE_DOMAIN_FI ?? '',
    STORE_DOMAIN_NL: process.env.STORE_DOMAIN_NL ?? '',
    STORE_PORT: process.env.STORE_PORT ?? process.env.PORT ?? '3000',
  },
};

export default withNextIntl(config);
