import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_initial';
import * as m0002 from './0002_search_indexes';
import * as m0003 from './0003_listing_notices';
import * as m0004 from './0004_project_media_units';
import * as m0005 from './0005_image_storage_key_index';
import * as m0006 from './0006_image_hash_bands';
import * as m0007 from './0007_social_migrated';
import * as m0008 from './0008_listing_features';
import * as m0009 from './0009_listing_counts';
import * as m0010 from './0010_listing_image_covers';
import * as m0011 from './0011_drop_newest_by_status';
import * as m0012 from './0012_agency_listings_newest';
import * as m0013 from './0013_wanted_expiry';
import * as m0014 from './0014_review_queue_order';
import * as m0015 from './0015_review_claims';
import * as m0016 from './0016_wanted_open_until';
import * as m0017 from './0017_wanted_reminders';
import * as m0018 from './0018_review_claim_holds';
import * as m0019 from './0019_agency_listing_counts';
import * as m0020 from './0020_price_index_counts';
import * as m0021 from './0021_expiry_index_covers_id';
import * as m0022 from './0022_agency_counts_by_kind';
import * as m0023 from './0023_listing_prices';
import * as m0024 from './0024_price_cut_notices';
import * as m0025 from './0025_saved_searches';
import * as m0026 from './0026_owner_phone_index';

/** Every migration, by name, in order. Listed by hand so the server bundle carries them. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_search_indexes': m0002,
  '0003_listing_notices': m0003,
  '0004_project_media_units': m0004,
  '0005_image_storage_key_index': m0005,
  '0006_image_hash_bands': m0006,
  '0007_social_migrated': m0007,
  '0008_listing_features': m0008,
  '0009_listing_counts': m0009,
  '0010_listing_image_covers': m0010,
  '0011_drop_newest_by_status': m0011,
  '0012_agency_listings_newest': m0012,
  '0013_wanted_expiry': m0013,
  '0014_review_queue_order': m0014,
  '0015_review_claims': m0015,
  '0016_wanted_open_until': m0016,
  '0017_wanted_reminders': m0017,
  '0018_review_claim_holds': m0018,
  '0019_agency_listing_counts': m0019,
  '0020_price_index_counts': m0020,
  '0021_expiry_index_covers_id': m0021,
  '0022_agency_counts_by_kind': m0022,
  '0023_listing_prices': m0023,
  '0024_price_cut_notices': m0024,
  '0025_saved_searches': m0025,
  '0026_owner_phone_index': m0026,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
