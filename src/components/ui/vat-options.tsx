import { VAT_RATES } from '@/lib/money';

/** The options of a VAT select: the rates we charge (0, 7, 19 %). */
export function VatOptions() {
  return VAT_RATES.map((rate) => (
    <option key={rate} value={rate}>
      {rate} %
    </option>
  ));
}
