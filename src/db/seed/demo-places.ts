/** Where the fictional demo churches sit: a centre and a ZIP code for each canonical area. */
export const AREA_PLACES: Record<string, { lat: number; lng: number; zip: string }> = {
  Downtown: { lat: 29.4241, lng: -98.4936, zip: "78205" },
  "Alamo Heights": { lat: 29.4849, lng: -98.4653, zip: "78209" },
  "Monte Vista": { lat: 29.453, lng: -98.501, zip: "78212" },
  "King William": { lat: 29.4128, lng: -98.4953, zip: "78204" },
  Southtown: { lat: 29.409, lng: -98.489, zip: "78210" },
  "Medical Center": { lat: 29.508, lng: -98.575, zip: "78229" },
  "Stone Oak": { lat: 29.628, lng: -98.477, zip: "78258" },
  "UTSA Area": { lat: 29.583, lng: -98.619, zip: "78249" },
  "North Central": { lat: 29.53, lng: -98.49, zip: "78216" },
  Northeast: { lat: 29.52, lng: -98.4, zip: "78217" },
  Northwest: { lat: 29.5, lng: -98.62, zip: "78238" },
  "East Side": { lat: 29.422, lng: -98.45, zip: "78202" },
  "West Side": { lat: 29.425, lng: -98.545, zip: "78207" },
  "South Side": { lat: 29.355, lng: -98.5, zip: "78221" },
  Southeast: { lat: 29.37, lng: -98.43, zip: "78223" },
  Southwest: { lat: 29.36, lng: -98.57, zip: "78227" },
};

export const STREETS = [
  "Broadway", "Commerce St", "Main Ave", "Fredericksburg Rd", "Blanco Rd", "Nacogdoches Rd",
  "Bandera Rd", "Culebra Rd", "Military Dr", "Zarzamora St", "Austin Hwy", "Wurzbach Rd",
  "Huebner Rd", "Stone Oak Pkwy", "Presa St", "Roosevelt Ave", "Pleasanton Rd", "Marbach Rd",
  "Rigsby Ave", "New Braunfels Ave", "Hildebrand Ave", "Babcock Rd", "Perrin Beitel Rd",
  "Southcross Blvd", "Guadalupe St", "Flores St", "McCullough Ave", "San Pedro Ave",
];

export const NAME_PREFIXES = [
  "Grace", "Trinity", "Hope", "New Life", "Bethel", "Calvary", "Emmanuel", "Faith", "Good Shepherd",
  "Living Water", "Mount Zion", "Redeemer", "Resurrection", "Shiloh", "Sunrise", "Cornerstone",
  "Harvest", "Lighthouse", "Crossroads", "Riverwalk", "Cedar Hill", "Mission Road", "Olive Grove",
  "Sacred Heart", "Holy Spirit", "Saint Luke", "Saint Anne", "Christ the King", "Victory",
  "Agape", "Peace", "Providence", "Covenant", "Salem", "Canaan", "Bluebonnet", "Mesquite Creek",
  "Limestone", "Alamo City", "Pecan Valley", "Westover", "Oak Hills", "San Pedro Springs",
];

export const SERVICE_TIMES = [
  "Sunday 8:00 AM", "Sunday 9:00 AM", "Sunday 10:00 AM", "Sunday 10:30 AM", "Sunday 11:00 AM",
  "Sunday 6:00 PM", "Saturday 5:00 PM", "Wednesday 7:00 PM", "Domingo 12:30 PM", "Friday 7:30 PM",
];
