/**
 * The cart of spec §3: the service being booked and its lines. Adding a line already in
 * the cart adds to its quantity (spec §4); only lines with a quantity count.
 */
export interface CartItem {
  id: string;
  name: string;
  price: number;
  quantity: number;
  location: { id: string; name: string } | null;
}

export interface Cart {
  service: { id: string; name: string; friendly_name: string } | null;
  items: CartItem[];
  dateOfService: string | null;
  discountCoupon: string | null;
  /** Repeat the booking as a maintenance plan every this many months; null: one visit only. */
  planInterval: number | null;
}

export const emptyCart: Cart = { service: null, items: [], dateOfService: null, discountCoupon: null, planInterval: null };

export function addItem(cart: Cart, item: CartItem): Cart {
  const existing = cart.items.find((line) => line.id === item.id);
  const items = existing
    ? cart.items.map((line) => (line.id === item.id ? { ...line, quantity: line.quantity + item.quantity } : line))
    : [...cart.items, item];
  return { ...cart, items };
}

export function countedItems(cart: Cart): CartItem[] {
  return cart.items.filter((line) => line.quantity > 0);
}

/** The list price before any coupon; the server decides the amount actually charged. */
export function subTotal(cart: Cart): number {
  return countedItems(cart).reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/** A stored cart from an older release or edited by hand is dropped rather than trusted. */
export function parseCart(stored: string | null): Cart {
  if (!stored) return emptyCart;
  try {
    const value = JSON.parse(stored) as Partial<Cart>;
    if (!Array.isArray(value.items)) return emptyCart;
    const items = value.items.filter(
      (line): line is CartItem => typeof line?.id === 'string' && typeof line.name === 'string' && typeof line.price === 'number' && typeof line.quantity === 'number',
    );
    const planInterval = typeof value.planInterval === 'number' ? value.planInterval : null;
    return { ...emptyCart, ...value, items, planInterval };
  } catch {
    return emptyCart;
  }
}
