/**
 * Where the whole-country benchmark's churches outside San Antonio stand
 * (docs/decisions/0042-whole-country-bench.md): the largest US metropolitan areas with rough
 * populations in millions, so congregations spread as people do. Centres are approximate; the
 * spread in degrees is how far around the centre churches scatter (suburbs and small towns).
 */
export interface Metro {
  city: string;
  state: string;
  lat: number;
  lng: number;
  millions: number;
  spread: number;
  areaCode: string;
  zip: string;
}

const m = (city: string, state: string, lat: number, lng: number, millions: number, areaCode: string, zip: string, spread = 0.6): Metro => ({ city, state, lat, lng, millions, spread, areaCode, zip });

export const US_METROS: readonly Metro[] = [
  m("New York", "NY", 40.71, -74.01, 19.5, "212", "10001"),
  m("Los Angeles", "CA", 34.05, -118.24, 12.8, "213", "90012"),
  m("Chicago", "IL", 41.88, -87.63, 9.3, "312", "60601"),
  m("Dallas", "TX", 32.78, -96.8, 8.1, "214", "75201"),
  m("Houston", "TX", 29.76, -95.37, 7.3, "713", "77002"),
  m("Washington", "DC", 38.9, -77.04, 6.3, "202", "20001"),
  m("Philadelphia", "PA", 39.95, -75.17, 6.2, "215", "19103"),
  m("Miami", "FL", 25.76, -80.19, 6.1, "305", "33130"),
  m("Atlanta", "GA", 33.75, -84.39, 6.2, "404", "30303"),
  m("Boston", "MA", 42.36, -71.06, 4.9, "617", "02108"),
  m("Phoenix", "AZ", 33.45, -112.07, 5.0, "602", "85003"),
  m("San Francisco", "CA", 37.77, -122.42, 4.6, "415", "94102"),
  m("Riverside", "CA", 33.95, -117.4, 4.7, "951", "92501"),
  m("Detroit", "MI", 42.33, -83.05, 4.3, "313", "48226"),
  m("Seattle", "WA", 47.61, -122.33, 4.0, "206", "98101"),
  m("Minneapolis", "MN", 44.98, -93.27, 3.7, "612", "55401"),
  m("San Diego", "CA", 32.72, -117.16, 3.3, "619", "92101"),
  m("Tampa", "FL", 27.95, -82.46, 3.3, "813", "33602"),
  m("Denver", "CO", 39.74, -104.99, 3.0, "303", "80202"),
  m("Baltimore", "MD", 39.29, -76.61, 2.8, "410", "21202"),
  m("St. Louis", "MO", 38.63, -90.2, 2.8, "314", "63101"),
  m("Orlando", "FL", 28.54, -81.38, 2.7, "407", "32801"),
  m("Charlotte", "NC", 35.23, -80.84, 2.7, "704", "28202"),
  m("Portland", "OR", 45.52, -122.68, 2.5, "503", "97204"),
  m("Sacramento", "CA", 38.58, -121.49, 2.4, "916", "95814"),
  m("Pittsburgh", "PA", 40.44, -80.0, 2.4, "412", "15222"),
  m("Austin", "TX", 30.27, -97.74, 2.4, "512", "78701"),
  m("Las Vegas", "NV", 36.17, -115.14, 2.3, "702", "89101"),
  m("Cincinnati", "OH", 39.1, -84.51, 2.3, "513", "45202"),
  m("Kansas City", "MO", 39.1, -94.58, 2.2, "816", "64106"),
  m("Columbus", "OH", 39.96, -83.0, 2.1, "614", "43215"),
  m("Indianapolis", "IN", 39.77, -86.16, 2.1, "317", "46204"),
  m("Cleveland", "OH", 41.5, -81.69, 2.1, "216", "44113"),
  m("Nashville", "TN", 36.16, -86.78, 2.0, "615", "37203"),
  m("Jacksonville", "FL", 30.33, -81.66, 1.7, "904", "32202"),
  m("Oklahoma City", "OK", 35.47, -97.52, 1.4, "405", "73102"),
  m("Raleigh", "NC", 35.78, -78.64, 1.5, "919", "27601"),
  m("Memphis", "TN", 35.15, -90.05, 1.3, "901", "38103"),
  m("Louisville", "KY", 38.25, -85.76, 1.3, "502", "40202"),
  m("New Orleans", "LA", 29.95, -90.07, 1.3, "504", "70112"),
  m("Salt Lake City", "UT", 40.76, -111.89, 1.3, "801", "84101"),
  m("Birmingham", "AL", 33.52, -86.8, 1.1, "205", "35203"),
  m("Albuquerque", "NM", 35.08, -106.65, 0.9, "505", "87102"),
  m("Omaha", "NE", 41.26, -95.93, 1.0, "402", "68102"),
  m("El Paso", "TX", 31.76, -106.49, 0.9, "915", "79901"),
  // Small towns and the country between the cities: wide circles around the middle of each region.
  m("Lubbock", "TX", 33.58, -101.86, 6.0, "806", "79401", 3),
  m("Jackson", "MS", 32.3, -90.18, 8.0, "601", "39201", 3),
  m("Springfield", "MO", 37.21, -93.29, 7.0, "417", "65806", 3),
  m("Des Moines", "IA", 41.59, -93.62, 6.0, "515", "50309", 3),
  m("Knoxville", "TN", 35.96, -83.92, 7.0, "865", "37902", 2.5),
  m("Fargo", "ND", 46.88, -96.79, 3.0, "701", "58102", 3),
  m("Boise", "ID", 43.62, -116.21, 3.0, "208", "83702", 3),
  m("Harrisburg", "PA", 40.27, -76.88, 6.0, "717", "17101", 2),
];
