import { memo, useMemo, type ReactElement } from 'react';
import { FilterContext, FilterForm, ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';

/**
 * A list's filter form (the search box) that draws again when the filters change, not
 * when the list's data does: react-admin's form reads the whole list context, so each
 * answer (the first page, a refresh, the loading flags) drew its ~30 components again.
 * Use as the List's `filters`: `filters={<FilterFormOnFilters filters={[<SearchInput … />]} />}`.
 */
export function FilterFormOnFilters({ filters }: { filters: ReactElement[] }) {
  const list = useListContext();
  const { filterValues, displayedFilters, setFilters, showFilter, hideFilter, resource } = list;
  // The form reads only these of the context; the rest stays as it was when they last changed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const value = useMemo(() => list, [filterValues, displayedFilters, setFilters, showFilter, hideFilter, resource]);
  return <StillForm value={value} filters={filters} />;
}

const StillForm = memo(function StillForm({ value, filters }: { value: ListControllerResult; filters: ReactElement[] }) {
  return (
    <ListContextProvider value={value}>
      <FilterContext.Provider value={filters}>
        <FilterForm />
      </FilterContext.Provider>
    </ListContextProvider>
  );
});
