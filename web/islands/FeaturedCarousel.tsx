import type { CardChurch } from "../../src/contract/churches";
import { Carousel } from "../components/Carousel";
import { ChurchCard } from "../components/ChurchCard";

/** The home page's featured churches: a grid, or a carousel on phones. */
export default function FeaturedCarousel({ churches }: { churches: CardChurch[] }) {
  return <Carousel label="Featured church slides" items={churches.map((church) => ({ key: church.id, node: <ChurchCard church={church} /> }))} />;
}
