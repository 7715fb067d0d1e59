import type { Voice } from "./demo-services";

/**
 * Names of the fictional demo churches (docs/architecture.md, Demo data): the way San Antonio's
 * congregations name themselves, after saints, Bible places, neighbourhoods and streets; Spanish
 * for Spanish-speaking congregations. A name says its denomination once, or not at all.
 */

type Pick = <T>(items: readonly T[]) => T;
type Namer = (place: string, pick: Pick, voice: Voice) => string;

const SAINTS = [
  "Anthony of Padua", "Joseph", "Mary Magdalen", "Francis of Assisi", "Jude", "Michael the Archangel",
  "Patrick", "Agnes", "Ann", "Benedict", "Brigid", "Cecilia", "Clare", "Dominic", "Gregory the Great",
  "Helena", "James the Apostle", "Jerome", "John Neumann", "Lawrence", "Leo the Great", "Lucy", "Luke",
  "Margaret Mary", "Mark the Evangelist", "Martin de Porres", "Matthew", "Monica", "Peter Claver",
  "Philip of Jesus", "Pius X", "Rose of Lima", "Stephen", "Teresa of Avila", "Thomas More", "Timothy",
  "Vincent de Paul", "Elizabeth Ann Seton", "Gabriel", "Rita", "Bernadette", "Charles Borromeo",
  "Andrew", "Brendan", "Kateri Tekakwitha", "Juan Diego", "Damien of Molokai", "Bonaventure",
];
const DEDICATIONS = [
  "Our Lady of Guadalupe", "Our Lady of Perpetual Help", "Our Lady of Sorrows", "Our Lady of the Lake",
  "Holy Family", "Sacred Heart", "Holy Spirit", "Christ the King", "Holy Rosary", "Immaculate Conception",
  "Holy Trinity", "Blessed Sacrament", "Holy Name", "Prince of Peace", "Holy Cross", "Good Shepherd",
];
const SANTOS = [
  "San Juan Bautista", "San José", "San Martín de Porres", "Santa Teresa", "San Judas Tadeo",
  "Santa Rosa de Lima", "San Felipe de Jesús", "Santo Niño de Atocha", "San Francisco de Asís",
  "Santa Cecilia", "San Lucas", "San Miguel Arcángel", "Nuestra Señora de Guadalupe",
  "Nuestra Señora de San Juan de los Lagos", "Nuestra Señora del Carmen", "Sagrado Corazón",
  "Santa Clara", "San Alfonso", "Santa Inés", "San Pedro Apóstol", "Cristo Rey", "Divina Providencia",
  "San Toribio Romo", "Santa Margarita", "San Leandro", "Inmaculado Corazón de María",
];
const BIBLE_PLACES = [
  "Bethel", "Shiloh", "Mount Zion", "Antioch", "Calvary", "Emmanuel", "Bethany", "Mount Olive",
  "Mount Pisgah", "Canaan", "Ebenezer", "Galilee", "Salem", "Beulah", "Jordan", "Mount Moriah",
];
const VIRTUES = [
  "Grace", "Trinity", "Hope", "Faith", "Redeemer", "Cornerstone", "Harvest", "Covenant", "Providence",
  "Living Word", "New Life", "Crossroads", "Lighthouse", "Victory", "Good Shepherd", "Resurrection",
];
const MODERN = [
  "Riverwalk", "Mesquite Creek", "Bluebonnet", "Limestone", "Alamo City", "Pecan Valley", "Olive Grove",
  "Cibolo Creek", "Leon Creek", "Salado Creek", "Hill Country", "Mission Road", "Oak Grove", "Cedar Ridge",
];
const EPISCOPAL_SAINTS = ["Mark", "Luke", "Paul", "John", "Andrew", "Francis", "Margaret", "Stephen", "Thomas", "David", "Alban", "Barnabas", "Columba", "Hilda"];
const EPISCOPAL_FEASTS = ["the Holy Spirit", "the Good Shepherd", "the Resurrection", "the Annunciation", "the Epiphany", "the Redeemer", "the Holy Cross", "the Ascension", "Reconciliation"];
const ORTHODOX_SAINTS = ["Sophia", "Nicholas", "George", "Demetrios", "Basil the Great", "Elias", "Ignatius of Antioch", "Anthony the Great", "Catherine", "Spyridon"];
const IGLESIA = ["Emanuel", "Getsemaní", "El Calvario", "La Trinidad", "Nueva Vida", "Sión", "El Buen Pastor", "Betania", "La Gracia", "El Redentor", "Monte Horeb", "Jerusalén"];
const TEMPLOS = ["Betel", "La Hermosa", "Sinaí", "El Shaddai", "Cristo Vive", "Fuente de Vida", "Rey de Gloria", "Getsemaní", "La Roca", "Monte de Sión"];

/** Street names without 'Rd', 'St' …: 'Culebra Road Church of Christ'. */
const STREET_NAMES = ["Culebra Road", "Blanco Road", "Bandera Road", "Nacogdoches Road", "Hildebrand Avenue", "Rigsby Avenue", "Broadway", "Wurzbach Road"];

/** A name in one of the denomination's patterns; `place` is the church's neighbourhood or street. */
const NAMERS: Record<string, Namer> = {
  Catholic: (_, pick, voice) =>
    voice === "spanish"
      ? `${pick(["Parroquia", "Iglesia Católica"])} ${pick(SANTOS)}`
      : voice === "bilingual"
        ? pick([`${pick(SANTOS)} Catholic Church`, `${pick(DEDICATIONS)} Parish`])
        : pick([`St. ${pick(SAINTS)} Catholic Church`, `St. ${pick(SAINTS)} Parish`, `${pick(DEDICATIONS)} Catholic Church`, `${pick(DEDICATIONS)} Parish`]),
  Baptist: (place, pick, voice) =>
    voice === "spanish"
      ? pick([`Primera Iglesia Bautista de ${place}`, `Iglesia Bautista ${pick(IGLESIA)}`])
      : pick([`${place} Baptist Church`, `First Baptist Church of ${place}`, `${pick(BIBLE_PLACES)} Baptist Church`, `Greater ${pick(BIBLE_PLACES)} Baptist Church`, `${pick(VIRTUES)} Baptist Church`]),
  "Non-denominational": (place, pick, voice) =>
    voice === "spanish"
      ? pick([`Iglesia ${pick(["Vida Nueva", "Puerta del Cielo", "Casa de Dios", "Luz del Mundo", "Agua Viva"])}`, `Centro Cristiano ${pick(TEMPLOS)}`])
      : pick([`${pick(MODERN)} Community Church`, `${place} Community Church`, `${pick(VIRTUES)} Fellowship`, `${pick(MODERN)} Church`, `${pick(VIRTUES)} Christian Center`]),
  Methodist: (place, pick, voice) =>
    voice === "spanish" ? `Iglesia Metodista Unida ${pick(IGLESIA)}` : pick([`${place} United Methodist Church`, `${pick(VIRTUES)} United Methodist Church`, `${pick(BIBLE_PLACES)} United Methodist Church`]),
  Pentecostal: (place, pick, voice) =>
    voice === "english" ? pick([`${pick(VIRTUES)} Pentecostal Church`, `${place} Full Gospel Tabernacle`, `${pick(BIBLE_PLACES)} Pentecostal Tabernacle`]) : `Templo Pentecostal ${pick(TEMPLOS)}`,
  "Assemblies of God": (place, pick, voice) =>
    voice === "english" ? pick([`${place} Assembly of God`, `${pick(VIRTUES)} Worship Center`, `${pick(BIBLE_PLACES)} Assembly`]) : `Templo Cristiano ${pick(TEMPLOS)}`,
  Apostolic: (_, pick, voice) => (voice === "english" ? `${pick(VIRTUES)} Apostolic Church` : `Iglesia Apostólica ${pick(IGLESIA)}`),
  Foursquare: (place, pick) => pick([`${place} Foursquare Church`, `${pick(VIRTUES)} Foursquare Church`]),
  Lutheran: (place, pick) => pick([`St. ${pick(EPISCOPAL_SAINTS)}'s Lutheran Church`, `${pick(VIRTUES)} Lutheran Church`, `${place} Lutheran Church`, "Shepherd of the Hills Lutheran Church", `${pick(BIBLE_PLACES)} Lutheran Church`]),
  Presbyterian: (place, pick, voice) =>
    voice === "spanish" ? `Iglesia Presbiteriana ${pick(IGLESIA)}` : pick([`${place} Presbyterian Church`, `First Presbyterian Church of ${place}`, `${pick(VIRTUES)} Presbyterian Church`]),
  "Cumberland Presbyterian": (place, pick) => pick([`${place} Cumberland Presbyterian Church`, `${pick(VIRTUES)} Cumberland Presbyterian Church`]),
  Episcopal: (_, pick) => pick([`St. ${pick(EPISCOPAL_SAINTS)}'s Episcopal Church`, `Church of ${pick(EPISCOPAL_FEASTS)}`]),
  Anglican: (_, pick) => pick([`All Souls Anglican Church`, `Christ ${pick(["the Redeemer", "the King", "our Hope"])} Anglican Church`, `St. ${pick(EPISCOPAL_SAINTS)}'s Anglican Church`]),
  "Church of Christ": (place, pick, voice) => (voice === "spanish" ? `Iglesia de Cristo en ${place}` : pick([`${place} Church of Christ`, `${pick(STREET_NAMES)} Church of Christ`])),
  "Bible Church": (place, pick) => pick([`${place} Bible Church`, `${pick(MODERN)} Bible Church`]),
  AME: (_, pick) => pick([`${pick(BIBLE_PLACES)} AME Church`, "Allen Chapel AME Church", `St. ${pick(["James", "Paul", "John", "Mark", "Stephen"])} AME Church`]),
  "Church of God in Christ": (_, pick) => pick([`Greater ${pick(["Love", "Faith", "Hope", "Mercy", "Joy"])} Church of God in Christ`, `${pick(BIBLE_PLACES)} Temple Church of God in Christ`]),
  "Seventh-day Adventist": (place, _, voice) => (voice === "english" ? `${place} Seventh-day Adventist Church` : `Iglesia Adventista del Séptimo Día de ${place}`),
  "Church of the Nazarene": (place, pick) => pick([`${place} Church of the Nazarene`, `${pick(VIRTUES)} Church of the Nazarene`]),
  "Christian Church (Disciples of Christ)": (place, pick) => pick([`${place} Christian Church`, `${pick(VIRTUES)} Christian Church`, "University Christian Church"]),
  "United Church of Christ": (_, pick) => `${pick(["Pilgrim", "Plymouth", "Peace", "St. Peter's", "Friedens", "Community"])} United Church of Christ`,
  Vineyard: (place) => `${place} Vineyard`,
  "Evangelical Free": (place, pick) => pick([`${place} Evangelical Free Church`, `${pick(VIRTUES)} Evangelical Free Church`]),
  Mennonite: (place, _, voice) => (voice === "english" ? `${place} Mennonite Church` : `Iglesia Menonita de ${place}`),
  "Greek Orthodox": (_, pick) => pick([`St. ${pick(ORTHODOX_SAINTS)} Greek Orthodox Church`, "Holy Trinity Greek Orthodox Church", "Annunciation Greek Orthodox Church"]),
  "Antiochian Orthodox": (_, pick) => `St. ${pick(ORTHODOX_SAINTS)} Antiochian Orthodox Church`,
  Jewish: (_, pick) => `${pick(["Congregation", "Temple"])} ${pick(["Beth Shalom", "Beth Am", "Or Chadash", "Tikvat Israel", "Ner Tamid", "Beth Torah", "Shir Hadash"])}`,
};

export function demoChurchName(denomination: string, voice: Voice, place: string, pick: Pick): string {
  return (NAMERS[denomination] ?? NAMERS["Non-denominational"]!)(place, pick, voice);
}
