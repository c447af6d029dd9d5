// What a slot month costs, and which months have slots (moved from bookings, so that the ads made in the admin, which
// hold slots too, and the bookings both build on it: bookings → venue-ads → ad-slots, never back).
/** One month of the partner price list: its price per month in euro, or null where no slot can be booked. */
export interface MonthPrice {
  /** 0 = January … 11 = December. */
  index: number;
  name: string;
  /** The month in links (`?monat=oktober`). */
  slug: string;
  price: number | null;
}

export interface PriceCalculation {
  startMonth: MonthPrice;
  includedMonths: MonthPrice[];
  monthCount: number;
  totalPrice: number;
  averagePrice: number;
}

// January and February are off season: the slot sells the months in which companies plan their party.
export const MONTH_PRICES: readonly MonthPrice[] = [
  { index: 0, name: 'Januar', slug: 'januar', price: null },
  { index: 1, name: 'Februar', slug: 'februar', price: null },
  { index: 2, name: 'März', slug: 'maerz', price: 9 },
  { index: 3, name: 'April', slug: 'april', price: 19 },
  { index: 4, name: 'Mai', slug: 'mai', price: 29 },
  { index: 5, name: 'Juni', slug: 'juni', price: 39 },
  { index: 6, name: 'Juli', slug: 'juli', price: 49 },
  { index: 7, name: 'August', slug: 'august', price: 69 },
  { index: 8, name: 'September', slug: 'september', price: 89 },
  { index: 9, name: 'Oktober', slug: 'oktober', price: 129 },
  { index: 10, name: 'November', slug: 'november', price: 149 },
  { index: 11, name: 'Dezember', slug: 'dezember', price: 69 },
];

/** What an individual landing page for a venue costs at least, in euro. */
export const LANDING_PAGE_PRICE_FROM = 990;

export function isBookable(month: MonthPrice): month is MonthPrice & { price: number } {
  return month.price !== null;
}

export function monthBySlug(slug: string): MonthPrice | undefined {
  return MONTH_PRICES.find((month) => month.slug === slug);
}

/**
 * A slot booked from `startIndex` to the end of the year: the bookable months in that range, their count,
 * the sum of their prices and the average per month rounded to a whole euro.
 */
export function calculatePrice(startIndex: number): PriceCalculation {
  const startMonth = MONTH_PRICES[startIndex];
  if (!startMonth) throw new RangeError(`No month ${startIndex}`);
  const includedMonths = MONTH_PRICES.slice(startIndex).filter(isBookable);
  const totalPrice = includedMonths.reduce((sum, month) => sum + month.price, 0);
  return {
    startMonth,
    includedMonths,
    monthCount: includedMonths.length,
    totalPrice,
    averagePrice: Math.round(totalPrice / includedMonths.length),
  };
}
