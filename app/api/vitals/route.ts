import { receiveFieldVitals } from '@/platform/vitals/receive';

/** Field Web Vitals beacons of the shop's pages (platform/vitals/); other methods are Next's own 405. */
export function POST(request: Request) {
  return receiveFieldVitals(request);
}
