import { getTranslations } from 'next-intl/server';
import { AccountReadFailure, PageMessages } from '@/features/account/server';
import { InfoPage } from '@/features/content';
import { ReturnForm, type ReturnFormLine } from '@/features/orders/returns/ReturnForm';
import { readWithAnyToken } from '@/features/account';
import { fetchOrder } from '@/platform/api/calls/orders';
import { Link } from '@/platform/i18n/navigation';
import { formatMoney } from '@/platform/money/money';
import { ORDER_ID_PATTERN } from '@/features/orders/lookup/order-lookup';
import { returnableQuantity, returnWindow } from '@/features/orders/returns/return-window';
import { accountAccessToken, orderAccessToken } from '@/platform/session/server-session';
import type { Storefront } from '@/platform/storefronts/storefronts';

export type ReturnVia = 'account' | 'my-order';

/**
 * Starting a return of one order: `/my-account/orders/return/{id}` for the signed-in owner and
 * `/my-order/return/{id}` for the order-lookup session as well. The page says first whether the
 * return window allows it, and offers the form only while it does.
 */
export async function ReturnStartPage({ storefront, orderId, via }: { storefront: Storefront; orderId: string; via: ReturnVia }) {
  const t = await getTranslations({ locale: storefront.code, namespace: 'returns' });
  const tokens = via === 'account' ? [await accountAccessToken()] : [await orderAccessToken(), await accountAccessToken()];
  const { read } = ORDER_ID_PATTERN.test(orderId)
    ? await readWithAnyToken(tokens, (token) => fetchOrder(storefront.code, orderId, token))
    : { read: { kind: 'not-found' as const } };
  if (read.kind === 'signed-out' && via === 'my-order') {
    return (
      <InfoPage title={t('formTitle', { id: orderId })} lead={t('lookup.lead', { id: orderId })}>
        <Link className="button" href={{ pathname: '/my-order/[id]', params: { id: orderId } }}>
          {t('lookup.link', { id: orderId })}
        </Link>
      </InfoPage>
    );
  }
  if (read.kind !== 'ok') return <AccountReadFailure storefront={storefront} section="orderReturn" read={read} />;
  const order = read.data;
  const window = returnWindow(order, new Date());
  const lines: ReturnFormLine[] = order.lines.map((line) => ({
    sku: line.sku,
    name: line.name,
    bought: line.quantity,
    returned: line.returned_quantity,
    left: returnableQuantity(line),
    unitPrice: formatMoney(line.price, storefront),
  }));
  const anythingLeft = lines.some((line) => line.left > 0);
  return (
    <InfoPage title={t('formTitle', { id: order.id })}>
      <p className="return-meta">{t('orderedOn', { date: new Date(order.created_at) })}</p>
      {window.state === 'open' && <p className="return-window return-window--open">{t('returnUntil', { date: window.until })}</p>}
      {window.state === 'closed' && <p className="alert alert--warning">{t('windowClosed', { date: window.closedAt })}</p>}
      {window.state === 'none' && <p className="alert alert--info">{t('notReturnable')}</p>}
      {window.state === 'open' && !anythingLeft && <p className="alert alert--info">{t('nothingLeft')}</p>}
      {window.state === 'open' && anythingLeft && (
        <PageMessages locale={storefront.code} page="returns">
          <ReturnForm orderId={order.id} via={via} lines={lines} />
        </PageMessages>
      )}
      <p className="return-back">
        {via === 'account' ? (
          <Link href="/my-account/orders/return">{t('backToReturnable')}</Link>
        ) : (
          <Link href={{ pathname: '/my-order/[id]', params: { id: order.id } }}>{t('backToOrder', { id: order.id })}</Link>
        )}
      </p>
    </InfoPage>
  );
}
