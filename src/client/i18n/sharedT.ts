import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

// react-i18next's useTranslation sets each component up on its first render: a
// copy of the instance (every own field of it copied), a translate function of its
// own with an empty memory (memoT.ts), and listeners on the instance. A table
// mounts such components with every state update (the names in each new log line,
// a last-move mark), and that set-up was a large part of the update. The
// components that come and go that often share one translate function per
// instance and namespace instead, renewed when the strings change.

interface Shared {
  t: TFunction;
  subscribe: (listener: () => void) => () => void;
}

const shared = new WeakMap<I18n, Map<string, Shared>>();

function sharedOf(instance: I18n, namespace: string): Shared {
  let byNamespace = shared.get(instance);
  if (!byNamespace) shared.set(instance, (byNamespace = new Map()));
  const known = byNamespace.get(namespace);
  if (known) return known;
  const listeners = new Set<() => void>();
  const entry: Shared = {
    t: instance.getFixedT(instance.language, namespace),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  // What makes useTranslation draw again (the app binds the store's 'added'): the same for these.
  const renew = () => {
    entry.t = instance.getFixedT(instance.language, namespace);
    for (const listener of listeners) listener();
  };
  instance.on('languageChanged', renew);
  instance.store.on('added', renew);
  instance.store.on('removed', renew);
  byNamespace.set(namespace, entry);
  return entry;
}

/**
 * The translate function of `namespace` (one whose strings are always loaded, as
 * `common`), shared by every component of the page's i18n instance: as cheap to
 * set up as a context read. The component draws again when the language or the
 * strings change, as with useTranslation.
 */
export function useSharedT(namespace: string): TFunction {
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  const { subscribe } = sharedOf(instance, namespace);
  return useSyncExternalStore(subscribe, () => sharedOf(instance, namespace).t);
}
