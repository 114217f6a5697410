import * as React from 'react';

/**
 * A context whose hook throws a clear error when used outside its provider, instead of handing out
 * an undefined value that breaks later and far away.
 */
export function createSafeContext<T>(providerName: string) {
  const Context = React.createContext<T | undefined>(undefined);
  Context.displayName = providerName;
  function useSafeContext(): T {
    const value = React.useContext(Context);
    if (value === undefined) {
      throw new Error(`This hook needs its provider: wrap the component in <${providerName}>.`);
    }
    return value;
  }
  /** The value, or undefined outside the provider (for consumers that work without it). */
  function useOptionalContext(): T | undefined {
    return React.useContext(Context);
  }
  return [Context.Provider, useSafeContext, useOptionalContext] as const;
}
