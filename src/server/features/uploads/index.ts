import type { Feature } from '../../feature';
import { uploadAdminRoutes } from './admin-routes';
import { uploadRoutes } from './routes';
import { registerUploadJobs } from './upload-jobs';

/** Uploads of pictures and files. */
export const uploadsFeature: Feature = {
  name: 'uploads',
  setUp: registerUploadJobs,
  routes: [uploadRoutes],
  adminRoutes: [uploadAdminRoutes],
};
