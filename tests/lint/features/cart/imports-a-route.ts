import { GET } from '@/app/api/health/route';

/** Fixture: a feature module that imports a route, which the features lint block forbids. */
export const health = GET;
