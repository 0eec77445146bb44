/**
 * The components writers use in MDX without importing them, registered once
 * over Docusaurus's own (the docusaurus.io website does the same).
 * CONTRIBUTING.md lists them with an example each.
 */
import MDXComponents from '@theme-original/MDXComponents';
import Link from '@docusaurus/Link';
import FaqList from '@theme/FaqList';
import {BusinessHours, CityNames, EmailLink, ServiceRegion} from '@site/src/components/BusinessFacts';
import {BuildingOffices, CityCode} from '@site/src/components/BuildingCodes';
import CallButton from '@site/src/components/CallButton';
import CallLink from '@site/src/components/CallButton/CallLink';
import CheckList from '@site/src/components/CheckList';
import CtaBanner from '@site/src/components/CtaBanner';
import EstimateButton from '@site/src/components/EstimateButton';
import FeatureGrid from '@site/src/components/FeatureGrid';
import LeadForm from '@site/src/components/LeadForm';
import Price, {PriceStory} from '@site/src/components/Price';
import ProcessSteps from '@site/src/components/ProcessSteps';
import SellingPoints from '@site/src/components/SellingPoints';
import Sources from '@site/src/components/Sources';
import Actions from '@site/src/components/ContentBlocks/Actions';
import CareCards from '@site/src/components/ContentBlocks/CareCards';
import ContactDetails from '@site/src/components/ContentBlocks/ContactDetails';
import DoDont from '@site/src/components/ContentBlocks/DoDont';
import FormPanel from '@site/src/components/ContentBlocks/FormPanel';
import IssueList from '@site/src/components/ContentBlocks/IssueList';
import LinkCards from '@site/src/components/ContentBlocks/LinkCards';
import MaterialCards from '@site/src/components/ContentBlocks/MaterialCards';
import PageBody from '@site/src/components/ContentBlocks/PageBody';
import Hero from '@site/src/components/Hero';
import ScrollTable from '@site/src/components/ContentBlocks/ScrollTable';
import SeasonCalendar from '@site/src/components/ContentBlocks/SeasonCalendar';
import AreaList from '@site/src/components/ServiceArea/AreaList';
import AreasHero from '@site/src/components/ServiceArea/AreasHero';
import CityCards from '@site/src/components/ServiceArea/CityCards';
import CityCta from '@site/src/components/ServiceArea/CityCta';
import CityHero from '@site/src/components/ServiceArea/CityHero';
import CityServices from '@site/src/components/ServiceArea/CityServices';
import CityStats from '@site/src/components/ServiceArea/CityStats';
import HoursCard from '@site/src/components/ServiceArea/HoursCard';
import LocalNotes from '@site/src/components/ServiceArea/LocalNotes';
import MaterialComparison from '@site/src/components/ServiceArea/MaterialComparison';
import NeighborhoodGrid from '@site/src/components/ServiceArea/NeighborhoodGrid';
import {PageJsonLd} from '@site/src/components/StructuredData';

export default {
  ...MDXComponents,
  Link,
  // Calls to action: every one opens the estimate dialog or dials.
  CallButton,
  CallLink,
  EstimateButton,
  CtaBanner,
  LeadForm,
  FormPanel,
  // Business facts in prose.
  BusinessHours,
  CityNames,
  EmailLink,
  ServiceRegion,
  // Prices, from the one price story (src/data/pricing.ts).
  Price,
  PriceStory,
  // The sources a page leans on, and when it was last checked.
  Sources,
  // Building offices and the code edition each enforces (src/data/buildingOffices.ts).
  BuildingOffices,
  CityCode,
  // The FAQ page's questions (faqs/*.mdx).
  FaqList,
  // Guides and help pages.
  Hero,
  PageBody,
  Actions,
  LinkCards,
  ContactDetails,
  ScrollTable,
  CheckList,
  ProcessSteps,
  FeatureGrid,
  SellingPoints,
  DoDont,
  CareCards,
  SeasonCalendar,
  MaterialCards,
  IssueList,
  // City pages.
  AreasHero,
  CityCards,
  AreaList,
  CityHero,
  CityServices,
  CityStats,
  CityCta,
  HoursCard,
  LocalNotes,
  MaterialComparison,
  NeighborhoodGrid,
  // A page's JSON-LD.
  PageJsonLd,
};
