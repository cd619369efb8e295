import { useParams } from 'react-router-dom';
import { defaultRouteLanguage, isRouteLanguage, type RouteLanguage } from '@sprout/core';

/** The language of the current route; the language layout has already redirected unknown codes. */
export function useRouteLanguage(): RouteLanguage {
  const { lang } = useParams();
  return isRouteLanguage(lang) ? lang : defaultRouteLanguage;
}
