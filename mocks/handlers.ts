import type { RequestHandler } from 'msw';
import { accountRoutes } from '@/mocks/http/account-routes';
import { authRoutes } from '@/mocks/http/auth-routes';
import { cartRoutes } from '@/mocks/http/cart-routes';
import { catalogRoutes } from '@/mocks/http/catalog-routes';
import { categoryRoutes } from '@/mocks/http/category-routes';
import { checkoutRoutes } from '@/mocks/http/checkout-routes';
import { contentRoutes } from '@/mocks/http/content-routes';
import { faultControlRoutes, faultGate } from '@/mocks/http/fault-routes';
import { imageRoutes } from '@/mocks/http/image-routes';
import { newsletterRoutes } from '@/mocks/http/newsletter-routes';
import { orderRoutes } from '@/mocks/http/order-routes';
import { providerRoutes } from '@/mocks/http/provider-routes';
import { returnRoutes } from '@/mocks/http/return-routes';
import { serviceRoutes } from '@/mocks/http/service-routes';
import { stockAlertRoutes } from '@/mocks/http/stock-alert-routes';
import { subscriptionRoutes } from '@/mocks/http/subscription-routes';
import { testDataRoutes } from '@/mocks/http/test-data-routes';

/** Every route of the mocked backend; the fault gate must stay first. */
export const handlers: RequestHandler[] = [
  faultGate,
  ...faultControlRoutes,
  ...testDataRoutes,
  ...catalogRoutes,
  ...categoryRoutes,
  ...cartRoutes,
  ...checkoutRoutes,
  ...contentRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...orderRoutes,
  ...returnRoutes,
  ...subscriptionRoutes,
  ...newsletterRoutes,
  ...stockAlertRoutes,
  ...serviceRoutes,
  ...imageRoutes,
  ...providerRoutes,
];
