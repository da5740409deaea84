'use client';

import './quick-order.css';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { addLinesToCart, QUANTITY_MAX } from '@/features/cart';
import { judgeLine, QUICK_ORDER_DEBOUNCE_MS, textWithout, type LineRefusal, type LineVerdict } from '@/features/quick-order/line-verdict';
import { QUICK_ORDER_MAX_LINES, readOrderLines } from '@/features/quick-order/order-lines';
import { useSkuLookups } from '@/features/quick-order/use-sku-lookups';
import { DeliveryEstimate } from '@/platform/delivery/DeliveryEstimate';
import { Price } from '@/platform/money/Price';
import { useShop } from '@/platform/state/shop-context';
import { useUiStore } from '@/platform/state/ui-store';

/** A CSV of QUICK_ORDER_MAX_LINES lines is some 10 kB; a file far larger is not an order list. */
const MAX_FILE_BYTES = 256 * 1024;

const REFUSAL_WORDS = {
  'bad-sku': 'badSku',
  'bad-quantity': 'badQuantity',
  'over-limit': 'overLimit',
  unknown: 'unknown',
  'not-sold-here': 'notSoldHere',
  discontinued: 'discontinued',
  'out-of-stock': 'outOfStock',
  'no-price': 'noPrice',
  unchecked: 'unchecked',
} as const satisfies Record<LineRefusal, string>;

type Outcome = { added: number; missing: number } | null;

/**
 * Quick order (docs/product/quick-order.md): the buyer's lines, typed, pasted or read from a CSV file
 * in the browser, each judged as it resolves; one button puts every ready line in the cart by the
 * cart's own rules and leaves the others in the field to correct.
 */
export function QuickOrder() {
  const t = useTranslations('quickOrder');
  const { storefront, local } = useShop();
  const id = useId();
  const [text, setText] = useState('');
  const [settled, setSettled] = useState('');
  const [fileProblem, setFileProblem] = useState<'fileTooLarge' | 'fileUnreadable' | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), QUICK_ORDER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const read = useMemo(() => readOrderLines(settled), [settled]);
  const answers = useSkuLookups(storefront.code, read.lines);
  const judged = read.lines.map((line) => ({ line, verdict: judgeLine(line, answers.get(line.sku)) }));
  const ready = judged.flatMap(({ line, verdict }) => (verdict.kind === 'ready' ? [{ row: line.row, sku: verdict.sku, quantity: verdict.quantity }] : []));
  const checking = judged.some(({ verdict }) => verdict.kind === 'checking');
  const refused = judged.length - ready.length - judged.filter(({ verdict }) => verdict.kind === 'checking').length;

  const readFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileProblem('fileTooLarge');
      return;
    }
    void file.text().then(
      (content) => {
        setFileProblem(null);
        setText(content);
        setSettled(content);
      },
      () => setFileProblem('fileUnreadable'),
    );
  };

  const addReady = () => {
    setBusy(true);
    setOutcome(null);
    const left = textWithout(settled, new Set(ready.map((line) => line.row)));
    setText(left);
    setSettled(left);
    void addLinesToCart(local, storefront.code, ready).then((arrived) => {
      setBusy(false);
      setOutcome(arrived);
      useUiStore.getState().setNotice({ kind: 'order-lines', ...arrived });
    });
  };

  return (
    <div className="quick-order" data-quick-order={checking || text !== settled ? 'checking' : 'settled'}>
      <label htmlFor={`${id}-lines`}>{t('linesLabel')}</label>
      <p id={`${id}-hint`} className="quick-order__hint">
        {t('linesHint')}
      </p>
      <textarea
        id={`${id}-lines`}
        className="quick-order__lines"
        aria-describedby={`${id}-hint`}
        rows={8}
        spellCheck={false}
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <p className="quick-order__file">
        <label htmlFor={`${id}-file`}>{t('fileLabel')}</label>{' '}
        <input id={`${id}-file`} type="file" accept=".csv,.txt,text/csv,text/plain" onChange={readFile} />
      </p>
      {fileProblem && (
        <p role="alert" className="alert alert--warning">
          {t(fileProblem, { kilobytes: MAX_FILE_BYTES / 1024 })}
        </p>
      )}
      {read.leftOut > 0 && (
        <p role="alert" className="alert alert--warning">
          {t('leftOut', { max: QUICK_ORDER_MAX_LINES, count: read.leftOut })}
        </p>
      )}
      {judged.length > 0 && (
        <table className="quick-order__table">
          <caption>{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('row')}</th>
              <th scope="col">{t('sku')}</th>
              <th scope="col">{t('quantity')}</th>
              <th scope="col">{t('product')}</th>
              <th scope="col">{t('unitPrice')}</th>
              <th scope="col">{t('total')}</th>
              <th scope="col">{t('stock')}</th>
              <th scope="col">{t('status')}</th>
            </tr>
          </thead>
          <tbody>
            {judged.map(({ line, verdict }) => (
              <tr key={line.row} className={`quick-order__line quick-order__line--${verdict.kind}`} data-sku={line.sku}>
                <td data-label={t('row')}>{line.row}</td>
                <td data-label={t('sku')}>{line.sku}</td>
                <td data-label={t('quantity')}>{line.quantity ?? '–'}</td>
                <VerdictCells verdict={verdict} />
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div role="status" className="quick-order__status">
        {judged.length > 0 && <p>{t('summary', { ready: ready.length, refused })}</p>}
        {outcome && (
          <p className="alert alert--info">
            {t('added', { added: outcome.added })} {outcome.missing > 0 && t('missing', { missing: outcome.missing })} {judged.length > 0 && t('keep')}
          </p>
        )}
      </div>
      <button type="button" className="button" onClick={addReady} disabled={busy || checking || text !== settled || ready.length === 0} aria-busy={busy}>
        {busy ? t('adding') : t('add', { count: ready.length })}
      </button>
    </div>
  );
}

function VerdictCells({ verdict }: { verdict: LineVerdict }) {
  const t = useTranslations('quickOrder');
  const tStock = useTranslations('stock');
  const { storefront } = useShop();
  if (verdict.kind === 'checking') {
    return (
      <td colSpan={5} data-label={t('status')}>
        {t('checking')}
      </td>
    );
  }
  if (verdict.kind === 'refused') {
    return (
      <td colSpan={5} data-label={t('status')} className="quick-order__reason">
        {t(`why.${REFUSAL_WORDS[verdict.why]}`, { max: QUANTITY_MAX })}
      </td>
    );
  }
  return (
    <>
      <td data-label={t('product')}>
        <span className="quick-order__product">
          {/* eslint-disable-next-line @next/next/no-img-element -- the backend serves pre-sized thumbnails */}
          <img src={verdict.thumb.url} alt="" width={48} height={48} loading="lazy" />
          {verdict.name}
        </span>
      </td>
      <td data-label={t('unitPrice')} className="quick-order__money">
        <Price amount={verdict.unitPrice} vat={verdict.vat} storefront={storefront} />
      </td>
      <td data-label={t('total')} className="quick-order__money">
        <Price amount={verdict.total} vat={verdict.vat} storefront={storefront} />
      </td>
      <td data-label={t('stock')}>
        {tStock(verdict.stockStatus)} <DeliveryEstimate status={verdict.stockStatus} estimatedAt={verdict.estimatedAt} />
      </td>
      <td data-label={t('status')}>{t('ready')}</td>
    </>
  );
}
