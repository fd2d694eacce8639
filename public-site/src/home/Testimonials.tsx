import { useTranslation } from '@council/i18n';
import { Carousel } from '../common/Carousel';
import cleanStreet from './assets/clean-street.svg';
import plantTree from './assets/plant-tree.svg';
import washHands from './assets/wash-hands.svg';
import wasteCart from './assets/waste-cart.svg';
import '../i18n/registerPublicSiteTexts';

const CARTOONS = [cleanStreet, plantTree, wasteCart, washHands];

/** The testimonial carousel of four static cartoon images (SPEC.md 2). */
export function Testimonials() {
  const { t } = useTranslation('public-site');
  const images = CARTOONS.map((picture, index) => ({
    picture,
    alt: t(`home.testimonials.items.${index + 1}`),
  }));
  return (
    <div className="py-4 ps-testimonials">
      <h2 className="text-center">{t('home.testimonials.title')}</h2>
      <Carousel images={images} label={t('home.testimonials.title')} variant="compact" />
    </div>
  );
}
