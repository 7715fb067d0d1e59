/**
 * The demo's Spanish articles and events (docs/architecture.md, Demo data): what the city's
 * Spanish-speaking congregations write, as people in San Antonio write it. Seeded besides the
 * English ones, each with language 'es', so the sites mark them (docs/decisions/0044-content-language.md).
 * No text names a real congregation or person.
 */
import type { DemoArticleIdea, DemoEventIdea } from "./demo-content";

export const DEMO_SPANISH_ARTICLES: DemoArticleIdea[] = [
  {
    title: "Las Posadas: nueve noches de pedir posada en el barrio",
    category: "holidays",
    excerpt: "Del 16 al 24 de diciembre, las parroquias del Westside y del Southside salen a la calle con velas, cantos y tamales. Así se vive la tradición y así puede acompañarla.",
    paragraphs: [
      "Cada diciembre, cuando empieza a refrescar, las familias de muchas parroquias de San Antonio salen a la calle a pedir posada. Durante nueve noches, del 16 al 24 de diciembre, recuerdan el camino de María y José a Belén buscando dónde quedarse, y cada noche termina en una casa o en un salón parroquial donde por fin les abren la puerta.",
      "La procesión suele empezar después de la misa de la tarde o al oscurecer. Al frente van dos niños vestidos de María y José, a veces con un burrito de verdad, y detrás la gente con velas y hojas con la letanía. En cada puerta se canta por turnos: los de afuera piden posada y los de adentro contestan, hasta que el último verso dice «entren, santos peregrinos».",
      "Adentro espera la convivencia: chocolate caliente, champurrado, tamales, buñuelos y, para los niños, una piñata de siete picos que recuerda los siete pecados capitales. Romperla es vencer el mal, y los dulces que caen son la gracia que se reparte entre todos. Nadie se va con las manos vacías.",
      "Varias parroquias publican el recorrido de cada noche en sus avisos y en su ficha del directorio, en la sección de eventos. Las posadas son abiertas: no hace falta ser de la parroquia ni hablar español con soltura para acompañar la procesión, y los cantos se aprenden rápido con la hoja en la mano.",
      "Si va con niños, lleve una chamarra y una linterna además de la vela, porque las calles del barrio no siempre están bien alumbradas. Y si quiere ayudar, pregunte en la oficina parroquial: siempre hacen falta manos para los tamales y casas dispuestas a recibir a los peregrinos.",
    ],
  },
  {
    title: "Su primera misa en español: qué esperar",
    category: "faith",
    excerpt: "Muchas parroquias de San Antonio celebran misas en español cada domingo. Una guía sencilla para quien llega por primera vez, venga de donde venga.",
    paragraphs: [
      "En San Antonio es fácil encontrar una misa en español: muchas parroquias celebran al menos una cada domingo, y algunas también el sábado por la tarde. En el directorio puede filtrar por idioma para ver qué iglesias ofrecen misas en español cerca de usted, con sus horarios.",
      "La misa sigue el mismo orden en cualquier idioma: los ritos iniciales, la liturgia de la palabra con las lecturas y la homilía, la liturgia eucarística y la despedida. Si ya conoce la misa en inglés, reconocerá cada parte aunque no entienda todas las palabras, y muchas parroquias reparten un misalito con las lecturas del día.",
      "La música suele ser uno de los momentos más bonitos. En algunas parroquias canta un coro con guitarras; en otras, un mariachi acompaña la misa una vez al mes o en las fiestas grandes, como el día de la Virgen de Guadalupe. Nadie espera que usted sepa los cantos: basta con escuchar y unirse cuando pueda.",
      "A la hora de la comunión, los católicos que están preparados pasan al frente; quien no comulga puede quedarse en su lugar o acercarse con los brazos cruzados sobre el pecho para recibir una bendición. Nadie se fija en quién pasa y quién no.",
      "Después de la misa, muchas parroquias venden tacos de desayuno o pan dulce en el salón para juntar fondos. Es buen momento para saludar al padre, preguntar por los grupos de la parroquia y conocer a los vecinos. Llegue unos minutos antes para encontrar dónde estacionarse, sobre todo en la misa de las once.",
    ],
  },
  {
    title: "Despensas parroquiales: la comida que llega a cada mesa del Westside",
    category: "community",
    excerpt: "Voluntarios de varias iglesias reparten víveres cada semana a cientos de familias. Cómo funcionan las despensas y cómo puede ayudar o pedir ayuda.",
    paragraphs: [
      "Los martes por la mañana ya hay fila frente al salón de una parroquia del Westside antes de que abran las puertas. Adentro, una docena de voluntarios termina de llenar bolsas con arroz, frijoles, harina, leche y verdura fresca. Para muchas familias del barrio, esa bolsa es lo que completa la semana.",
      "Las despensas de las iglesias funcionan casi siempre igual: reciben alimentos del banco de comida de la ciudad y de donaciones de los feligreses, y los reparten uno o dos días por semana. La mayoría pide solo un comprobante de domicilio, y algunas ni eso. Nadie pregunta de qué iglesia es usted ni si va a misa.",
      "Lo que más falta hace cambia con la temporada. En verano, cuando los niños no tienen el almuerzo de la escuela, se necesitan cereales y comida fácil de preparar; en invierno, pañales, leche en polvo y cobijas. Muchas despensas publican su lista en la ficha de la iglesia en el directorio.",
      "Ayudar no requiere mucho tiempo. Un turno de dos horas un sábado, una caja de latas en la colecta del domingo o un aventón para llevar las bolsas a un vecino que no puede salir hacen la diferencia. Los coordinadores agradecen sobre todo a quien puede comprometerse una vez al mes.",
      "Si usted o alguien que conoce necesita ayuda, busque en el directorio las iglesias de su zona y revise sus eventos y avisos: ahí aparecen los días y horarios de reparto. Y si no encuentra la información, llame a la oficina: siempre hay alguien que sabe a dónde mandarle.",
    ],
  },
];

export const DEMO_SPANISH_EVENT_IDEAS: DemoEventIdea[] = [
  { title: "Las Posadas en la parroquia", category: "community", description: "Procesión con velas por las calles del barrio para pedir posada, con cantos y letanía. Al final hay chocolate, tamales y piñata para los niños en el salón parroquial.", families: ["catholic"] },
  { title: "Misa con mariachi y desayuno", category: "music", description: "El mariachi de la parroquia canta la misa del domingo. Después hay tacos de desayuno y pan dulce en el salón; todos son bienvenidos.", families: ["catholic"] },
  { title: "Culto de alabanza bilingüe", category: "music", description: "Una noche de alabanza en español e inglés con la banda de la iglesia y los jóvenes. Hay cuidado de niños y café al terminar.", families: ["evangelical", "pentecostal"] },
  { title: "Feria de salud para la familia", category: "community", description: "Chequeo gratuito de presión y glucosa, vacunas contra la gripe e información sobre seguro médico. No hace falta cita; hay personal que habla español.", families: ["catholic", "mainline", "evangelical"] },
  { title: "Inscripciones para clases de inglés", category: "community", description: "Inscríbase en las clases gratuitas de inglés para adultos, entre semana por la tarde. Las dan voluntarios y hay cuidado de niños." },
];
