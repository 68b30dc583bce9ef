import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { loadCart, saveCart, type CartLine, type CartProduct } from './cart';

export interface Cart {
  /** The lines still on sale (all stored lines until the store's products are known). */
  lines: CartLine[];
  /** Units in the cart. */
  count: number;
  /** Names of stored lines whose products the store no longer sells (already gone from storage). */
  dropped: string[];
  /** Adds units of a product, never beyond `max` in total. */
  add: (product: { id: number; name: string }, quantity: number, max: number) => void;
  setQuantity: (productId: number, quantity: number) => void;
  remove: (productId: number) => void;
  clear: () => void;
  dismissDropped: () => void;
}

const NO_LINES: CartLine[] = [];
const noSubscription = () => () => undefined;

/** False in a server's render and while the browser hydrates it, true in every other render. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The buyer's cart of one store, kept in localStorage under the store's slug. Given the store's current
 * `products`, lines for products no longer listed there are dropped and named in `dropped` until dismissed or the
 * cart changes.
 */
export function useCart(slug: string, products?: readonly CartProduct[]): Cart {
  const [state, setState] = useState(() => ({ slug, lines: loadCart(slug) }));
  // A new slug in the same component (client-side navigation) reads that store's cart.
  const stored = state.slug === slug ? state : { slug, lines: loadCart(slug) };
  // The server rendered the store page with no cart (it has no storage): while the browser hydrates that HTML the
  // cart stays empty too, and the stored lines show in the render right after (ADR 0065).
  const current = useHydrated() ? stored : { slug, lines: NO_LINES };

  const { lines, droppedLines } = useMemo(() => {
    if (!products) return { lines: current.lines, droppedLines: [] as CartLine[] };
    const listed = new Set(products.map((p) => p.id));
    return {
      lines: current.lines.filter((l) => listed.has(l.productId)),
      droppedLines: current.lines.filter((l) => !listed.has(l.productId)),
    };
  }, [current.lines, products]);

  // Forget the dropped lines in storage at once, so the notice is shown on this visit only.
  useEffect(() => {
    if (droppedLines.length) saveCart(slug, lines);
  }, [slug, lines, droppedLines.length]);

  const update = (next: (lines: CartLine[]) => CartLine[]) => {
    const written = next(lines);
    saveCart(slug, written);
    setState({ slug, lines: written });
  };

  return {
    lines,
    count: lines.reduce((sum, l) => sum + l.quantity, 0),
    dropped: droppedLines.map((l) => l.name),
    add: (product, quantity, max) =>
      update((all) => {
        const existing = all.find((l) => l.productId === product.id);
        const total = Math.min(max, (existing?.quantity ?? 0) + quantity);
        if (total < 1) return all;
        return existing
          ? all.map((l) => (l.productId === product.id ? { ...l, name: product.name, quantity: total } : l))
          : [...all, { productId: product.id, name: product.name, quantity: total }];
      }),
    setQuantity: (productId, quantity) =>
      update((all) =>
        all.map((l) => (l.productId === productId ? { ...l, quantity: Math.max(1, Math.floor(quantity)) } : l)),
      ),
    remove: (productId) => update((all) => all.filter((l) => l.productId !== productId)),
    clear: () => update(() => []),
    dismissDropped: () => setState({ slug, lines }),
  };
}
