export { bareRoutePathname } from '@/features/bench/bare-route';
export { benchTranslator } from '@/features/bench/messages';
