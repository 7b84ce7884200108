import { useState } from 'react';

/** A set of chosen ids: one toggled at a time, or a whole page at once. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());

  const setMany = (ids: readonly string[], chosen: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      ids.forEach((id) => (chosen ? next.add(id) : next.delete(id)));
      return next;
    });

  return {
    isSelected: (id: string) => selected.has(id),
    toggle: (id: string) => setMany([id], !selected.has(id)),
    setMany,
    clear: () => setSelected(new Set()),
  };
}

export type Selection = ReturnType<typeof useSelection>;
