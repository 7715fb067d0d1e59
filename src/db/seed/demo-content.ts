/**
 * Fictional demo articles and event ideas (docs/architecture.md, Demo data): the stories a city
 * church directory runs through the year. No text names a real congregation or person.
 */
import type { ARTICLE_CATEGORIES, EVENT_CATEGORIES } from "../../contract/options";
import type { Family } from "./demo-denominations";

export type DemoArticleIdea = { title: string; category: (typeof ARTICLE_CATEGORIES)[number]; excerpt: string; paragraphs: string[] };

export const DEMO_ARTICLES: DemoArticleIdea[] = [
  {
    title: "Christmas Eve Around the City: A Visitor's Guide",
    category: "holidays",
    excerpt: "Candlelight, carols, Midnight Mass and a few tips for the busiest night of the church year.",
    paragraphs: [
      "Christmas Eve is the busiest night of the year for almost every congregation in San Antonio. Sanctuaries that hold a comfortable crowd in July fill to the walls, parking lots overflow into side streets, and ushers bring out folding chairs they have not touched since Easter. If you are planning to go, a little preparation goes a long way.",
      "Most churches hold more than one service. An early-evening family service, often around four or five o'clock, is shorter, louder and full of children in their best clothes; many include a pageant with a wobbly donkey and a very patient Mary. A later candlelight service, usually between nine and eleven, is quieter, ending with the lights turned down and the whole room singing \"Silent Night\" by candle.",
      "Lutheran, Episcopal and Methodist churches often hold a service of lessons and carols: nine readings that tell the Christmas story from Genesis to the Gospel of John, each followed by a carol or an anthem from the choir. It is a good choice for anyone who loves the music of the season and would like to sit and listen for an hour.",
      "Catholic parishes across the city celebrate a vigil Mass in the afternoon, one or more evening Masses, and Midnight Mass, which is often preceded by half an hour of carols. On the West and South Sides, many parishes celebrate a Misa de Nochebuena in Spanish, and families go home afterwards to tamales that took the whole week to make.",
      "Black congregations on the East Side often hold a Christmas Eve service with the mass choir and a sermon that can run long, followed by a fellowship meal; several non-denominational churches run services every hour through the afternoon, each one the same, so families can pick a time that fits between visits to relatives.",
      "Arrive early: twenty minutes is wise for an early service and forty is not too much for Midnight Mass. Bring something warm if the service is outdoors or if you may end up standing near the door. If you have small children, sit near an aisle; no one minds a toddler who needs a walk.",
      "Times change every year, and many churches add services as the day approaches. Check each church's profile in the directory, where congregations list their Christmas services, or use the holiday pages to see every service on one night in one list.",
    ],
  },
  {
    title: "Restoring a Mission Church, Stone by Stone",
    category: "history",
    excerpt: "Volunteers, masons and a parish that raised the money a bake sale at a time.",
    paragraphs: [
      "The little limestone church on the South Side had stood for more than a century when its bell tower began to lean. A crack ran from the belfry to the choir loft, the plaster inside flaked onto the pews, and after a heavy spring storm the parish council roped off the front steps.",
      "What followed took six years. The parish held enchilada dinners, raffles and a yearly fun run; a retired mason who had been baptised in the church offered to train volunteers; and a preservation architect donated her evenings to drawings that the city would approve. The lime mortar had to match the original, which meant mixing it by hand in small batches in the parking lot.",
      "The work uncovered surprises. Under three layers of paint in the sanctuary, volunteers found stencilled flowers in red and blue, painted by the families who built the church. A time capsule in the cornerstone held a prayer card, a newspaper and a list of the families who had carried stones from the river bed.",
      "Not everything could be saved. The wooden floor of the choir loft had rotted through, and the original pews, long since replaced, were gone. Volunteers built new pews from pecan trees that had fallen on a ranch west of the city, and a local blacksmith forged new hinges for the front doors in the old pattern.",
      "The restored church reopened last fall with a Mass that spilled out onto the plaza, a mariachi choir and a procession led by the oldest parishioner, who had made her first communion there in 1941. The stencils are back, repainted in their original colors, and the bell rings again on Sunday mornings.",
      "The parish says the church belongs to the neighborhood as much as to its members, and visitors are welcome to look inside after any Mass. Many older churches in the directory have similar stories; ask after a service, and someone will usually be glad to tell it.",
    ],
  },
  {
    title: "Inside a Neighbourhood Food Pantry",
    category: "community",
    excerpt: "A Saturday morning with the volunteers who feed three hundred families a week.",
    paragraphs: [
      "By seven on a Saturday morning, the line outside the fellowship hall already reaches the corner. Inside, a dozen volunteers are sorting crates of produce, checking expiry dates on canned goods and setting up tables in a horseshoe so that families can walk through and choose what they need.",
      "The pantry began fifteen years ago with a single shelf in a church closet. Today it serves around three hundred households a week, with food from the regional food bank, grocery store donations and a garden behind the church where the youth group grows tomatoes, peppers and herbs.",
      "\"We stopped handing out boxes,\" says the volunteer coordinator, a retired schoolteacher. \"When people choose their own food, they take what their family will eat and nothing goes to waste. And it feels like shopping, not like charity.\" Volunteers speak English and Spanish, and a nurse from the congregation checks blood pressure at a table by the door.",
      "The need changes with the calendar. Summer is hardest, when children are out of school and miss the meals they get in the cafeteria; the pantry adds a Wednesday evening then and hands out breakfast bags. In November and December donations pour in, and the coordinators quietly store what they can for the lean months of spring.",
      "Most of the volunteers are not members of the church. Students come for service hours, neighbors come because they were once in the line themselves, and a group of retirees from across town has not missed a Saturday in four years.",
      "Dozens of congregations in the directory run pantries like this one, and almost all of them need help on weekday mornings, when volunteers are hardest to find. A call to the church office is the best first step; many also welcome donations of diapers, toiletries and shelf-stable milk.",
    ],
  },
  {
    title: "Fridays in Lent: The Fish Fry Season",
    category: "church life",
    excerpt: "Fried catfish, coleslaw and the parish volunteers who make Lent the friendliest season of the year.",
    paragraphs: [
      "Every Friday in Lent, the smell of fried fish drifts out of parish halls across San Antonio. Catholics abstain from meat on Fridays in Lent, and what began as a practical way to feed a parish has become a spring tradition that draws whole neighborhoods, Catholic or not.",
      "A typical fish fry starts on Thursday night, when volunteers mix batter and slice cabbage for coleslaw. By Friday afternoon the fryers are hot, the Knights of Columbus are at the stoves, and the youth group is running plates. Most serve catfish or tilapia with fries, hush puppies and a slice of cake; some add shrimp, enchiladas de queso or capirotada, the bread pudding many families make only in Lent.",
      "Prices are modest, and the money usually goes to the parish school, a youth trip or a family in need. Many parishes also offer drive-through plates for those who cannot stay. Lines are longest around six o'clock, so come early or late if you would rather not wait.",
      "Many parishes pray the Stations of the Cross in the church before or after dinner, and visitors are welcome to join. It is an easy way to see inside a church you have driven past for years.",
      "Look for fish fries on the events page from Ash Wednesday until Good Friday, and check each parish's profile for its Lent and Holy Week services.",
    ],
  },
  {
    title: "Las Posadas: Nine Nights of Knocking on Doors",
    category: "holidays",
    excerpt: "How parishes and neighborhoods keep the old tradition of Mary and Joseph's search for shelter.",
    paragraphs: [
      "From December 16 to December 24, many Hispanic parishes in San Antonio keep Las Posadas, a tradition brought from Mexico. Each night, a procession carries figures of Mary and Joseph, or children dressed as them, from house to house, singing verses that ask for shelter.",
      "At each door, those inside sing back that there is no room. At the last house the door opens, the song changes to one of welcome, and everyone crowds inside for prayers, hot chocolate, tamales and, for the children, a piñata filled with candy and fruit.",
      "Some parishes walk through the streets around the church, with neighbors taking turns as hosts; others hold the procession inside the parish grounds, moving from the hall to the chapel to the school. A few churches invite visitors to a single night, often the last, with mariachis and a bonfire.",
      "\"My grandmother brought this from Saltillo,\" says one organizer, who has led the procession in her neighborhood for twenty years. \"Now my grandchildren carry the candles. It is the same song, and the same question: is there room for them?\"",
      "The directory lists Las Posadas as a special service for parishes that hold them; check the holiday pages in December for nights, times and meeting places. Bring a candle and a jacket, and do not worry about knowing the words: they are usually printed, in Spanish and English.",
    ],
  },
  {
    title: "A Choir Festival Brings Twenty Congregations to One Stage",
    category: "church life",
    excerpt: "Gospel, chant, mariachi and Lutheran chorales in one long, joyful afternoon.",
    paragraphs: [
      "For one Sunday afternoon each year, twenty church choirs from across San Antonio share a single stage. The festival started as a friendly exchange between two neighboring congregations and has grown into a three-hour concert that fills a downtown auditorium.",
      "The range is the point. A gospel mass choir from the East Side follows a chant schola in black cassocks; a Lutheran choir sings Bach chorales its founders brought from Germany; a parish mariachi choir closes the first half with \"Las Mañanitas\" to the Virgin. Children's choirs sing between the larger groups, and everyone joins for the final hymn.",
      "Directors say the festival changes how their singers listen. \"Our choir had never sung with a band before,\" says one director of music. \"Now we borrow the drummer from the church down the road twice a year.\" Several choirs have started joint services and exchanges after meeting at the festival.",
      "Admission is free, with a collection for a music scholarship that pays for lessons for students whose schools have lost their music programs. Last year the scholarship funded forty students.",
      "Many of the choirs sing at regular services every week, and some hold concerts of their own through the year. The events page lists concerts as churches post them; music lovers can also search the directory by worship style to find gospel, traditional or liturgical worship.",
    ],
  },
  {
    title: "Vacation Bible School: A Week Families Plan the Summer Around",
    category: "church life",
    excerpt: "Songs, crafts, snacks and a lot of volunteers: how churches run a week of summer fun.",
    paragraphs: [
      "In June and July, church parking lots fill with minivans at nine in the morning, and the sound of children singing with hand motions carries down the block. Vacation Bible School, a week of mornings or evenings for children, is one of the oldest summer traditions in American churches, and in San Antonio it is still going strong.",
      "Each day follows a rhythm: an opening with songs, a Bible story told with costumes or puppets, crafts, games outside before it gets too hot, and a snack that is usually more sugar than parents would like. Many churches pick a theme for the week, from a space station to a desert camp, and volunteers spend weeks building sets out of cardboard and paint.",
      "Most programs are free or cost a few dollars, and almost all welcome children who do not attend the church. Some run in the evening so that working parents can volunteer, and several bilingual churches teach each lesson in both English and Spanish.",
      "For the volunteers, the week is exhausting and joyful in equal measure. Teenagers lead small groups, grandparents run the snack table, and the pastor often ends up with paint on their shirt. \"It is the week our whole church works together,\" one volunteer told us.",
      "Registration usually opens in the spring and fills quickly. Watch the events page from April, or call the churches near you to ask about their dates.",
    ],
  },
  {
    title: "Finding a Church Home After a Move to San Antonio",
    category: "faith",
    excerpt: "Newcomers share how they chose a congregation, from first visit to first potluck.",
    paragraphs: [
      "Moving to a new city means finding a new grocery store, a new doctor and, for many families, a new church. San Antonio has hundreds of congregations, and the choice can be overwhelming. We asked a few newcomers how they went about it.",
      "Most visited three or four congregations before settling. Service times mattered more than they expected: a family with a toddler chose a church with an early service, and a nurse who works weekends found a parish with a Saturday evening Mass. The language of worship mattered too, especially to families who wanted their children to grow up praying in Spanish.",
      "Several said the best clue came after the service. \"Everyone is friendly during the greeting,\" one newcomer said. \"The question is whether anyone talks to you at coffee.\" Others looked for a small group, a choir or a volunteer team where they could get to know people quickly.",
      "Their advice: go at least twice, because one Sunday can be unusual; sit near the middle, where it is easy to watch what others do; and do not be afraid to ask a question. Most congregations are delighted to explain what happens in their services.",
      "The directory can narrow the search: filter by neighborhood, denomination, worship style, language or service time, and search near your new address to see which churches are within a short drive.",
    ],
  },
  {
    title: "Bilingual Worship Grows Across the West Side",
    category: "community",
    excerpt: "More congregations now worship in English and Spanish together.",
    paragraphs: [
      "On a Sunday morning on the West Side, it is common to hear a sermon move between English and Spanish in the same paragraph, and songs that switch languages at every verse. Bilingual worship is no longer the exception in this part of the city; for many congregations it is simply how they pray.",
      "Pastors say it keeps families together. Grandparents who prefer Spanish and grandchildren who grew up in English can sit in the same pew and follow the whole service. \"We used to have a Spanish service and an English service,\" one pastor said, \"and the families split down the middle. Now we have one church.\"",
      "It takes work. Readings are printed in both languages, songs are projected with both sets of words, and preachers learn to repeat a point rather than translate every sentence. Some churches use volunteers with headsets for simultaneous interpretation; others keep each part in one language and trust the congregation to follow.",
      "Catholic parishes on the West and South Sides have long celebrated Masses in both languages, and many Protestant congregations have followed. Several now hold bilingual youth groups, Bible studies and Vacation Bible School as well.",
      "The directory's language filter shows churches with services in English, Spanish or both, and each church's profile lists which of its services are in which language.",
    ],
  },
  {
    title: "What to Expect at Your First Mass",
    category: "faith",
    excerpt: "Standing, sitting, kneeling and responding: a gentle guide for visitors.",
    paragraphs: [
      "If you have never been to a Catholic Mass, the first one can feel like a dance everyone else already knows. People stand, sit and kneel at particular moments, and the congregation answers the priest with responses that regulars say without looking. None of it is a test, and no one expects a visitor to know it.",
      "Mass has two main parts. The Liturgy of the Word includes readings from the Bible, a psalm that is often sung, the Gospel, and a homily in which the priest reflects on the readings. The Liturgy of the Eucharist follows, with prayers over the bread and wine and then Communion.",
      "At Communion, Catholics come forward to receive. Visitors who are not Catholic are welcome to stay seated, or to come forward with arms crossed over their chest to receive a blessing instead. Ushers will guide each row; simply follow the person next to you or stay where you are.",
      "Most Masses last about an hour, a little longer with music or on feast days. Dress ranges from jeans to suits; in many parishes, families come straight from the soccer field. Weekday Masses are shorter and quieter, and a good way to see a parish without a crowd.",
      "Parishes in the directory list their Mass times, including Saturday vigil Masses and Masses in Spanish. If you have a question, the parish office is usually happy to answer by phone.",
    ],
  },
  {
    title: "Easter Sunrise Services Along the River",
    category: "holidays",
    excerpt: "Where congregations gather at dawn on Easter morning, and what to bring.",
    paragraphs: [
      "Every spring, before the sun is up on Easter morning, congregations across San Antonio gather outdoors: in parks, on hilltops, in church courtyards and along the river. Sunrise services are an old tradition, recalling the women who went to the tomb early in the morning and found it empty.",
      "The services are short, usually half an hour, and simple: a few hymns, a reading of the resurrection story, a short sermon and a prayer as the sky turns from grey to gold. Some churches bring a brass quartet; others sing without any instruments at all.",
      "Several congregations share one service at a park, then return to their own churches for breakfast and a later Easter service. It is one of the few mornings of the year when Baptists, Methodists, Lutherans and Presbyterians stand in the same field.",
      "Bring a folding chair or a blanket, a jacket for the early chill, and a flashlight for the walk from the parking lot. Children are welcome, though very small ones may do better at the later service.",
      "After the service, many congregations serve breakfast: pancakes in a fellowship hall, breakfast tacos on a church patio, or coffee and pan dulce in a parish courtyard. Some hold an egg hunt for children before the later service, with the eggs hidden by teenagers who were up almost as early as the pastor.",
      "Churches list their sunrise services as special services in the weeks before Easter; the holiday pages gather them in one place with times and meeting points.",
    ],
  },
  {
    title: "Thanksgiving Meals Open to All",
    category: "holidays",
    excerpt: "Congregations that set an extra place at the table on Thanksgiving Day.",
    paragraphs: [
      "Each November, congregations across San Antonio serve free Thanksgiving meals to anyone who walks through the door. Some serve a few dozen neighbors in a fellowship hall; others cook for more than a thousand and deliver meals to people who cannot leave home.",
      "Planning starts in October. Volunteers sign up for shifts, members donate turkeys, and kitchen crews start smoking and roasting two days early. One East Side church has cooked the same cornbread dressing recipe for forty years; a West Side parish serves turkey with rice, beans and tortillas alongside the pumpkin pie.",
      "Guests are seated and served at tables, not handed a plate in line. \"It is a dinner, not a hand-out,\" says one organizer. Many of the volunteers are families who want their children to spend the holiday serving, and the shifts fill up weeks ahead.",
      "Help is still needed after the big day: with washing up, with deliveries and with the food pantry in the weeks that follow, when donations slow down.",
      "For some guests, the meal is the only time they will sit at a table with others that day. Volunteers are asked to eat with the guests when the rush is over, and many say those conversations are the reason they come back each year.",
      "Watch the events page in November for meals near you, and call ahead if you would like to volunteer.",
    ],
  },
  {
    title: "How Small Congregations Keep Their Doors Open",
    category: "community",
    excerpt: "Shared buildings, bivocational pastors and creative partnerships.",
    paragraphs: [
      "Not every church has a large campus. Many of the congregations in the directory have fewer than a hundred members, and some worship in shared buildings, school cafeterias or rented storefronts. They have found creative ways to keep going.",
      "Bivocational pastors are common: ministers who also teach, drive trucks or work as nurses during the week. Congregations share costs for youth trips, pool their money for a single food pantry, and in a few cases share one building, with an English-speaking church in the morning and a Spanish-speaking one in the afternoon.",
      "Small churches often say they feel like families, and visitors are noticed right away. Newcomers can find themselves asked to read a lesson or bring a dish to the potluck by their third visit, which some find daunting and others find exactly what they were looking for.",
      "Their members say the size is a gift. \"We know when someone is in the hospital,\" one deacon said. \"We know when someone's car broke down. There is nowhere to hide, and that is a good thing.\"",
      "If you are looking for a church where you will be known by name, try filtering the directory by your neighborhood and visiting one of the smaller congregations near you. Service times are listed on every profile, and many small churches are glad to hear from a visitor before the first Sunday.",
    ],
  },
];

export type DemoEventIdea = { title: string; category: (typeof EVENT_CATEGORIES)[number]; description: string; families?: Family[] };

/** Event ideas for any time of year; `families` keeps each at a church that would hold it. */
export const DEMO_EVENT_IDEAS: DemoEventIdea[] = [
  { title: "Gospel Choir Anniversary Concert", category: "music", description: "The mass choir celebrates another year with guest choirs from across the city. A reception follows in the fellowship hall.", families: ["black", "evangelical"] },
  { title: "Community Food Drive", category: "community", description: "Bring canned goods, rice, beans and diapers for the neighborhood food pantry. Drop-off at the front entrance; volunteers will help unload." },
  { title: "Interfaith Prayer Breakfast", category: "interfaith", description: "Leaders of several faith communities share breakfast and prayers for the city. Tickets are free, but seats are limited." },
  { title: "Organ Recital: Bach to Today", category: "music", description: "A free recital of organ music from Bach to living composers, with a short talk about the church's organ before the music begins. A retiring collection supports the music program.", families: ["liturgical", "mainline", "catholic"] },
  { title: "Mariachi Mass and Parish Breakfast", category: "music", description: "The parish mariachi choir sings the Sunday Mass, followed by breakfast tacos in the parish hall. All are welcome.", families: ["catholic"] },
  { title: "Neighbourhood Clean-Up Day", category: "community", description: "Gloves, bags and water provided; lunch for all volunteers. Meet in the church parking lot." },
  { title: "Marriage Enrichment Workshop", category: "general", description: "A Saturday-morning workshop for couples at any stage of marriage, with childcare available on request. Lunch is included." },
  { title: "Interfaith Peace Walk", category: "interfaith", description: "A walk through the neighborhood with stops at several houses of worship for a reading and a prayer. Comfortable shoes recommended." },
  { title: "Health Fair and Blood Drive", category: "community", description: "Free blood-pressure and glucose checks, flu shots and a blood drive with local partners. Walk-ins welcome." },
  { title: "Youth Worship Night", category: "music", description: "Worship music led by the youth band, games and pizza for students in grades six to twelve. Bring a friend.", families: ["free", "pentecostal", "evangelical"] },
  { title: "Bible Study Open House", category: "general", description: "Meet the small-group leaders, try a sample study and find a group that fits your week. Coffee and pastries provided." },
  { title: "Parish Festival", category: "community", description: "Games, music, gorditas and a raffle on the parish grounds. Proceeds support the parish school.", families: ["catholic"] },
  { title: "Free Tax Preparation Clinic", category: "community", description: "Trained volunteers prepare and file simple tax returns at no cost. Bring last year's return and photo ID." },
  { title: "Evensong by Candlelight", category: "music", description: "The choir sings Choral Evensong by candlelight, followed by a reception in the parish hall. All are welcome.", families: ["liturgical"] },
  { title: "Grief Support Group", category: "general", description: "A gentle, confidential group for anyone who has lost someone they love. Meets in the library; no registration needed." },
  { title: "ESL Class Registration", category: "community", description: "Sign up for free English classes for adults, taught by volunteers on weekday evenings. Childcare provided." },
];
