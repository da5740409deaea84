import { Link } from '@/platform/i18n/navigation';

/** After an order: follow it, or go on shopping. */
export function ConfirmationActions({ orderId, track, shopOn }: { orderId: string | null; track: string; shopOn: string }) {
  return (
    <p className="confirmation__actions">
      <Link href={orderId ? { pathname: '/track-order/[id]', params: { id: orderId } } : '/track-order'} className="button">
        {track}
      </Link>
      <Link href="/" className="button button--secondary">
        {shopOn}
      </Link>
    </p>
  );
}
