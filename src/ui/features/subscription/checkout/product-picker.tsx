/**
 * The products as radio cards (a radiogroup of native radios, so arrows, Tab and screen
 * readers work as usual): name, monthly price in BRL, users, description. The current
 * product can be marked ('Plano atual'); a product can be disabled with a reason (e.g. fewer
 * seats than the account's users).
 */
import { formatBRL } from '../../../../domain/quotation/money';
import { usersLabel } from '../../../../domain/subscription/labels';
import type { Product } from '../../../../domain/subscription/types';
import { Badge, Icon, VisuallyHidden } from '../../../design-system';
import * as s from '../subscription.css';

/** Props of {@link ProductPicker}. */
export interface ProductPickerProps {
  products: readonly Product[];
  value: number | null;
  onChange: (productId: number) => void;
  legend: string;
  /** Marks this product as 'Plano atual'. */
  currentProductId?: number | null;
  /** Marks this product as the one scheduled for the next period. */
  scheduledProductId?: number | null;
  /** Products that cannot be chosen, with the reason shown on the card. */
  disabledReasons?: ReadonlyMap<number, string>;
  disabled?: boolean;
}

/** An amount in BRL that never breaks between 'R$' and the number. */
export function Money({ cents }: { cents: number }) {
  return <span className={s.nowrap}>{formatBRL(cents)}</span>;
}

/** 'R$ 89,90' plus '/mês'. */
export function MonthlyPrice({ cents }: { cents: number }) {
  return (
    <span className={s.productPrice}>
      {formatBRL(cents)}
      <span className={s.productPer}>/mês</span>
    </span>
  );
}

/** The products as radio cards (module note). */
export function ProductPicker({ products, value, onChange, legend, currentProductId, scheduledProductId, disabledReasons, disabled = false }: ProductPickerProps) {
  return (
    <fieldset className={s.productGrid} role="radiogroup" aria-label={legend}>
      <VisuallyHidden as="legend">{legend}</VisuallyHidden>
      {products.map((product) => {
        const reason = disabledReasons?.get(product.id) ?? null;
        const off = disabled || reason !== null;
        const selected = value === product.id;
        return (
          <label key={product.id} className={s.productCard} data-selected={selected ? 'true' : undefined} data-disabled={off ? 'true' : undefined}>
            <input
              type="radio"
              name="produto"
              className={s.radioInput}
              value={product.id}
              checked={selected}
              disabled={off}
              onChange={() => onChange(product.id)}
              aria-describedby={`produto-${product.id}-detalhes`}
            />
            <span className={s.productHead}>
              <span className={s.productName}>{product.name}</span>
              <span className={s.radioMark} aria-hidden="true" />
            </span>
            <MonthlyPrice cents={product.priceCents} />
            <span id={`produto-${product.id}-detalhes`} className={s.productDescription}>
              <span className={s.productUsers}>
                <Icon name="users" size={16} />
                {usersLabel(product.totalUsers)}
              </span>
              <br />
              {product.description}
              {reason ? (
                <>
                  <br />
                  <strong>{reason}</strong>
                </>
              ) : null}
            </span>
            {product.id === currentProductId ? <Badge tone="primary" className={s.badgeStart}>
                Plano atual
              </Badge> : null}
            {product.id === scheduledProductId ? <Badge tone="warning" className={s.badgeStart}>
                Próximo período
              </Badge> : null}
          </label>
        );
      })}
    </fieldset>
  );
}
