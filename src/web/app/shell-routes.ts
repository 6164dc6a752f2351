// The four calls every page makes. Referenced by method and path (checked against the shared declarations)
// so that the home page does not download the validation library; pages with forms load it with them.

import type { galleryApi } from '@/shared/gallery';
import type { sessionApi } from '@/shared/session';
import type { siteApi } from '@/shared/site';
import { routeOf } from '@/web/lib/api';

export const shellRoutes = {
  me: routeOf<typeof sessionApi.me>({ method: 'GET', path: '/api/me' }),
  signOut: routeOf<typeof sessionApi.signOut>({ method: 'POST', path: '/api/account/sign-out' }),
  settings: routeOf<typeof siteApi.settings>({ method: 'GET', path: '/api/settings' }),
  gallery: routeOf<typeof galleryApi.list>({ method: 'GET', path: '/api/gallery' }),
};
