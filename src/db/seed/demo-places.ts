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
