import { churches } from "../../db/schema";

/** Columns a list of churches needs; names of denomination and area are mapped by the service. */
export const listColumns = {
  id: churches.id,
  slug: churches.slug,
  name: churches.name,
  nameEs: churches.nameEs,
  description: churches.description,
  denominationId: churches.denominationId,
  areaId: churches.areaId,
  address: churches.address,
  zip: churches.zip,
  phone: churches.phone,
  website: churches.website,
  latitude: churches.latitude,
  longitude: churches.longitude,
  logoImage: churches.logoImage,
  heroImage: churches.heroImage,
  servicesConfirmedAt: churches.servicesConfirmedAt,
  featured: churches.featured,
  isPremium: churches.isPremium,
  youtubeChannel: churches.youtubeChannel,
  recentSermons: churches.recentSermons,
  worshipStyle: churches.worshipStyle,
};
