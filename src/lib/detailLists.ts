/**
 * The services and the financing programs as every page knows them: each file's name and menu line, in its list's
 * order, handed to the browser as plugins/detail-pages' global data (a service's page words ship only with its own
 * page, its card with the pages that show it). A service added or removed in /admin → Service pages is in or out of
 * every menu and link with no code.
 */
import {usePluginData} from '@docusaurus/useGlobalData';
import type {DetailLists} from '../data/copySchema';
import {detailListsPlugin} from './detailPaths';

export function useDetailLists(): DetailLists {
  return usePluginData(detailListsPlugin) as DetailLists;
}

export const useServices = (): DetailLists['services'] => useDetailLists().services;
