/**
 * A place opened in the map services Korean guests use, by its coordinates (issue 29, point 2):
 * Kakao Map and Naver Map (the two that know Korean roads and transit best) and Google Maps.
 */
export interface Place {
  name: string;
  latitude: number;
  longitude: number;
}

export type MapService = 'kakao' | 'naver' | 'google';
export const mapServices: readonly MapService[] = ['kakao', 'naver', 'google'];

export function mapLink(service: MapService, place: Place): string {
  const { latitude: lat, longitude: lng } = place;
  switch (service) {
    case 'kakao':
      // https://apis.map.kakao.com/web/guide/#bigmapurl: /link/map/{name},{lat},{lng}
      return `https://map.kakao.com/link/map/${encodeURIComponent(place.name)},${lat},${lng}`;
    case 'naver':
      // Naver Map centred on the point (c = longitude, latitude, zoom), with a marker.
      return `https://map.naver.com/p?c=${lng},${lat},16,0,0,0,dh`;
    case 'google':
      // https://developers.google.com/maps/documentation/urls/get-started#search-action
      return `https://www.google.com/maps/search/?api=1&query=${lat}%2C${lng}`;
  }
}
