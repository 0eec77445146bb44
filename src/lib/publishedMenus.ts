import {useMemo} from 'react';
import {business} from '../data/business';
import {useCityPage} from './cityPages';
import {useDetailLists} from './detailLists';
import {menus, type Menus} from './menu';

/** The menus as published: every service and program there is, each city whose page is out (./menu.ts). */
export function useMenus(): Menus {
  const lists = useDetailLists();
  const pageOf = useCityPage();
  return useMemo(() => menus(lists, business, pageOf), [lists, pageOf]);
}
