/** Streets and neighbourhoods the fictional demo churches borrow (docs/architecture.md, Demo data). */
export const STREETS = [
  "Broadway", "Commerce St", "Main Ave", "Fredericksburg Rd", "Blanco Rd", "Nacogdoches Rd",
  "Bandera Rd", "Culebra Rd", "Military Dr", "Zarzamora St", "Austin Hwy", "Wurzbach Rd",
  "Huebner Rd", "Stone Oak Pkwy", "Presa St", "Roosevelt Ave", "Pleasanton Rd", "Marbach Rd",
  "Rigsby Ave", "New Braunfels Ave", "Hildebrand Ave", "Babcock Rd", "Perrin Beitel Rd",
  "Southcross Blvd", "Guadalupe St", "Flores St", "McCullough Ave", "San Pedro Ave",
];

/** Neighbourhoods by area: church names and descriptions say where a church is. */
export const NEIGHBOURHOODS: Record<string, readonly string[]> = {
  Downtown: ["Lavaca", "Tobin Hill", "Government Hill"],
  "Alamo Heights": ["Alamo Heights", "Terrell Hills", "Olmos Park"],
  "Monte Vista": ["Monte Vista", "Beacon Hill", "Alta Vista"],
  "King William": ["King William", "Lavaca"],
  Southtown: ["Southtown", "Collins Gardens", "Roosevelt Park"],
  "Medical Center": ["Oak Hills", "Wurzbach", "Callaghan"],
  "Stone Oak": ["Stone Oak", "Encino Park", "Hollywood Park"],
  "UTSA Area": ["Braun Station", "Helotes", "Bexar Ranch"],
  "North Central": ["Castle Hills", "Shearer Hills", "Harmony Hills"],
  Northeast: ["Windcrest", "Camelot", "Live Oak"],
  Northwest: ["Leon Valley", "Dellview", "Westover Hills"],
  "East Side": ["Denver Heights", "Dignowity Hill", "Eastwood"],
  "West Side": ["Prospect Hill", "Las Palmas", "Loma Park"],
  "South Side": ["Harlandale", "Palm Heights", "Stinson"],
  Southeast: ["Highland Park", "Highland Hills", "Pecan Valley"],
  Southwest: ["Valley Hi", "Palo Alto", "Lackland Terrace"],
};
