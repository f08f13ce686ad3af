import type { Feature } from '../../feature';
import { objectRoutes } from './routes';

/** Uploaded files served from the club's storage. */
export const objectsFeature: Feature = {
  name: 'objects',
  routes: [objectRoutes],
};
