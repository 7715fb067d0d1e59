import type { CardChurch } from "../../src/contract/churches";
import { Carousel } from "../components/Carousel";
import { ChurchCard } from "../components/ChurchCard";
import { useText } from "../components/lang-context";
import { shellText } from "../../src/contract/i18n/shell-text";

/** The home page's featured churches: a grid, or a carousel on phones. */
export default function FeaturedCarousel({ churches }: { churches: CardChurch[] }) {
  const t = useText(shellText);
  return <Carousel label={t("featuredSlides")} items={churches.map((church) => ({ key: church.id, node: <ChurchCard church={church} /> }))} />;
}
