import type { MetadataKind } from '@outbreak-watch/domain';
import { paths } from '../../../lib/paths';

/** Where each reference list, its create form and its edit form live (spec §2 route table). */
export const REFERENCE_PATHS: Record<
  MetadataKind,
  { list: string; create: string; edit: (id: number | string) => string }
> = {
  title: { list: paths.adminTitles, create: paths.adminTitleCreate, edit: paths.adminTitleEdit },
  affiliation: {
    list: paths.adminAffiliations,
    create: paths.adminAffiliationCreate,
    edit: paths.adminAffiliationEdit,
  },
  qualification: {
    list: paths.adminQualifications,
    create: paths.adminQualificationCreate,
    edit: paths.adminQualificationEdit,
  },
};
