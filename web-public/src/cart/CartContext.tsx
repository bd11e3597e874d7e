import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { addItem, emptyCart, parseCart, type Cart, type CartItem } from './cart.js';

const STORAGE_KEY = 'cart';

interface CartApi {
  cart: Cart;
  add(item: CartItem): void;
  update(id: string, change: Partial<Omit<CartItem, 'id'>>): void;
  remove(id: string): void;
  /** Replaces the whole cart (the wizard starts each booking from an empty one). */
  replace(cart: Cart): void;
}

const CartContext = createContext<CartApi | null>(null);

function readStored(): Cart {
  try {
    return parseCart(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    // Storage blocked (private mode, strict settings): the cart lives for this page only.
    return emptyCart;
  }
}

/** The cart, kept in localStorage so it survives a reload and the trip to the payment page. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [cart, setCart] = useState<Cart>(readStored);

  useEffect(() => {
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(cart));
    } catch {
      // See readStored: nothing to do but keep the in-memory cart.
    }
  }, [cart]);

  // Another tab's change to the cart shows here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY) setCart(parseCart(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const add = useCallback((item: CartItem) => setCart((current) => addItem(current, item)), []);
  const update = useCallback(
    (id: string, change: Partial<Omit<CartItem, 'id'>>) =>
      setCart((current) => ({ ...current, items: current.items.map((line) => (line.id === id ? { ...line, ...change } : line)) })),
    [],
  );
  const remove = useCallback((id: string) => setCart((current) => ({ ...current, items: current.items.filter((line) => line.id !== id) })), []);
  const replace = useCallback((next: Cart) => setCart(next), []);

  const value = useMemo(() => ({ cart, add, update, remove, replace }), [cart, add, update, remove, replace]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart outside CartProvider');
  return cart;
}
