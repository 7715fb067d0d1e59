/**
 * Church façades by denomination family (docs/decisions/0031-demo-pictures.md), drawn on a
 * 1600-wide canvas standing on the ground line at y = 720. Simple shapes, no lettering.
 */
export type BuildingFamily = "mission" | "steeple" | "gothic" | "dome" | "modern" | "synagogue";

const FAMILIES: Record<string, BuildingFamily> = {
  Catholic: "mission",
  Episcopal: "gothic",
  Anglican: "gothic",
  Lutheran: "gothic",
  "Greek Orthodox": "dome",
  "Antiochian Orthodox": "dome",
  Jewish: "synagogue",
  "Non-denominational": "modern",
  Vineyard: "modern",
  Foursquare: "modern",
  "Assemblies of God": "modern",
  Pentecostal: "modern",
  Apostolic: "modern",
  "Bible Church": "modern",
  "Evangelical Free": "modern",
};

/** The building a denomination's picture shows; the many Protestant churches get the white steeple. */
export const buildingFamily = (denomination: string | null | undefined): BuildingFamily => (denomination && FAMILIES[denomination]) || "steeple";

const cross = (x: number, top: number, size: number, fill: string) =>
  `<rect x="${x - size * 0.08}" y="${top}" width="${size * 0.16}" height="${size}" fill="${fill}"/><rect x="${x - size * 0.35}" y="${top + size * 0.25}" width="${size * 0.7}" height="${size * 0.16}" fill="${fill}"/>`;

/** A window or door with a round top. */
const arched = (x: number, y: number, w: number, h: number, fill: string) => `<path d="M${x} ${y + h} V${y + w / 2} A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2} V${y + h}Z" fill="${fill}"/>`;

/** A window or door with a pointed (Gothic) top. */
const pointed = (x: number, y: number, w: number, h: number, fill: string) => `<path d="M${x} ${y + h} V${y + w * 0.7} Q${x} ${y + w * 0.15} ${x + w / 2} ${y} Q${x + w} ${y + w * 0.15} ${x + w} ${y + w * 0.7} V${y + h}Z" fill="${fill}"/>`;

/** A Spanish mission: limestone front with a curved parapet and a domed bell tower, as on the city's missions. */
function mission(): string {
  const wall = "#e6d6b8";
  const shade = "#cdb994";
  const dark = "#6b5541";
  return (
    `<rect x="560" y="430" width="480" height="290" fill="${wall}"/>` +
    `<path d="M560 432 V400 Q640 400 680 362 Q740 300 800 292 Q860 300 920 362 Q960 400 1040 400 V432Z" fill="${wall}"/>` +
    `<rect x="560" y="428" width="480" height="10" fill="${shade}"/>` +
    `<rect x="420" y="300" width="140" height="420" fill="${shade}"/>` +
    arched(455, 330, 70, 90, dark) +
    `<path d="M420 300 Q420 232 490 226 Q560 232 560 300Z" fill="${wall}"/>` +
    cross(490, 176, 52, dark) +
    `<circle cx="800" cy="372" r="26" fill="${dark}" opacity="0.8"/>` +
    arched(760, 470, 80, 70, dark) +
    arched(748, 586, 104, 134, dark) +
    `<rect x="728" y="570" width="12" height="150" fill="${shade}"/><rect x="860" y="570" width="12" height="150" fill="${shade}"/>`
  );
}

/** A white wooden church with a gable and a tall steeple. */
function steeple(): string {
  const white = "#f4f1ea";
  const trim = "#d9d3c6";
  const roof = "#5f6b78";
  const glass = "#7e93a6";
  return (
    `<rect x="600" y="470" width="420" height="250" fill="${white}"/>` +
    `<path d="M580 474 L810 360 L1040 474Z" fill="${roof}"/>` +
    `<rect x="750" y="270" width="120" height="210" fill="${white}"/><rect x="750" y="270" width="120" height="10" fill="${trim}"/>` +
    `<rect x="768" y="206" width="84" height="64" fill="${white}"/>` +
    arched(790, 216, 40, 46, glass) +
    `<path d="M760 208 L810 60 L860 208Z" fill="${roof}"/>` +
    arched(640, 540, 56, 120, glass) + arched(924, 540, 56, 120, glass) +
    `<circle cx="810" cy="330" r="22" fill="${glass}"/>` +
    `<path d="M766 606 L810 580 L854 606Z" fill="${trim}"/><rect x="776" y="606" width="68" height="114" fill="#6b5a4a"/>`
  );
}

/** A stone church with a steep roof, pointed windows and a square tower. */
function gothic(): string {
  const stone = "#c9bfae";
  const deep = "#a99d89";
  const roof = "#4f5663";
  const glass = "#6f7f95";
  const pinnacles = [470, 526, 582].map((x) => `<path d="M${x - 12} 300 L${x} 262 L${x + 12} 300Z" fill="${deep}"/>`).join("");
  return (
    `<rect x="610" y="470" width="450" height="250" fill="${stone}"/>` +
    `<path d="M590 474 L835 320 L1080 474Z" fill="${roof}"/>` +
    `<rect x="458" y="300" width="152" height="420" fill="${deep}"/>` + pinnacles +
    pointed(506, 340, 56, 120, glass) +
    pointed(790, 380, 90, 160, glass) +
    pointed(660, 560, 44, 110, glass) + pointed(966, 560, 44, 110, glass) +
    pointed(500, 590, 68, 130, "#5a4838") +
    `<rect x="610" y="712" width="450" height="8" fill="${deep}"/>`
  );
}

/** An Orthodox church: a low body under a gilded onion dome on a drum, smaller domes either side. */
function dome(): string {
  const wall = "#efe6d6";
  const trim = "#d7c9b0";
  const gold = "#c9a24a";
  const blue = "#4c6f94";
  const onion = (x: number, base: number, w: number, h: number, fill: string) =>
    `<path d="M${x - w / 2} ${base} C${x - w * 0.9} ${base - h * 0.45} ${x - w * 0.15} ${base - h * 0.6} ${x} ${base - h} C${x + w * 0.15} ${base - h * 0.6} ${x + w * 0.9} ${base - h * 0.45} ${x + w / 2} ${base}Z" fill="${fill}"/>`;
  return (
    `<rect x="570" y="480" width="460" height="240" fill="${wall}"/><rect x="570" y="472" width="460" height="12" fill="${trim}"/>` +
    `<rect x="730" y="372" width="140" height="110" fill="${wall}"/>` +
    arched(756, 392, 24, 60, blue) + arched(788, 392, 24, 60, blue) + arched(820, 392, 24, 60, blue) +
    onion(800, 376, 170, 190, gold) + cross(800, 138, 52, gold) +
    `<rect x="590" y="410" width="80" height="70" fill="${wall}"/><rect x="930" y="410" width="80" height="70" fill="${wall}"/>` +
    onion(630, 414, 90, 100, blue) + onion(970, 414, 90, 100, blue) +
    arched(620, 540, 40, 110, blue) + arched(940, 540, 40, 110, blue) +
    arched(760, 590, 80, 130, "#6b5541")
  );
}

/** A present-day church: a low block with a glass front and a tall fin with a cross cut into it. */
function modern(): string {
  const panel = "#dfe3e6";
  const dark = "#4b5560";
  const glass = "#9fbfd2";
  const mullions = [820, 880, 940].map((x) => `<rect x="${x}" y="500" width="6" height="220" fill="${panel}"/>`).join("");
  return (
    `<rect x="540" y="488" width="520" height="232" fill="${panel}"/>` +
    `<rect x="520" y="470" width="560" height="22" fill="${dark}"/>` +
    `<rect x="770" y="500" width="250" height="220" fill="${glass}"/>` + mullions +
    `<rect x="770" y="604" width="250" height="6" fill="${panel}"/>` +
    `<rect x="580" y="560" width="140" height="60" fill="${glass}" opacity="0.85"/>` +
    `<rect x="470" y="300" width="70" height="420" fill="${dark}"/>` +
    cross(505, 340, 90, "#f2e3b3")
  );
}

/** A synagogue: a columned front under a low round roof with a round window; no cross. */
function synagogue(): string {
  const wall = "#e7dccb";
  const trim = "#cbbda6";
  const glass = "#7d8fa3";
  const columns = [660, 740, 840, 920].map((x) => `<rect x="${x}" y="590" width="22" height="130" fill="${trim}"/>`).join("");
  return (
    `<rect x="600" y="440" width="400" height="280" fill="${wall}"/>` +
    `<path d="M590 444 Q800 330 1010 444Z" fill="${trim}"/>` +
    `<circle cx="800" cy="510" r="46" fill="${glass}"/><circle cx="800" cy="510" r="30" fill="${wall}" opacity="0.35"/>` +
    arched(640, 470, 44, 100, glass) + arched(916, 470, 44, 100, glass) +
    `<rect x="630" y="574" width="340" height="16" fill="${trim}"/>` + columns +
    arched(774, 620, 52, 100, "#6b5541")
  );
}

const DRAW: Record<BuildingFamily, () => string> = { mission, steeple, gothic, dome, modern, synagogue };

export const building = (family: BuildingFamily): string => DRAW[family]();
