/** The bench feature's face: what routes and other features may import from it, anywhere (decision 0031). */
export { bareRoutePathname } from '@/features/bench/bare-route';
export { benchTranslator } from '@/features/bench/messages';
