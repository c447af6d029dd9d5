import { createElement, type SVGProps } from 'react';
import {
  BuildingComplex,
  CalendarDays as CalendarDaysNode,
  Check as CheckNode,
  ChevronDown as ChevronDownNode,
  ChevronRight as ChevronRightNode,
  CircleCheck as CircleCheckNode,
  Clock as ClockNode,
  type IconNode,
  Landmark as LandmarkNode,
  MapPin as MapPinNode,
  Newspaper as NewspaperNode,
  Scale as ScaleNode,
  Search as SearchNode,
  TramFront,
  TreePine as TreePineNode,
  TriangleAlert as TriangleAlertNode,
  Users as UsersNode,
} from 'lucide';

// Icons render as plain server-side SVG from lucide's path data. lucide-react's components are client
// components, so every icon on a page would add to the JavaScript the browser downloads. Size and stroke come
// from the `icon` class (globals.css), not from attributes: a city page has some twenty icons, each written
// twice (markup and the inline payload), and the attributes alone were 8 KB of its HTML.

export type IconComponent = (props: SVGProps<SVGSVGElement>) => React.JSX.Element;

function icon(node: IconNode): IconComponent {
  return function SvgIcon(props) {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" {...props} className={props.className ? `icon ${props.className}` : 'icon'}>
        {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
      </svg>
    );
  };
}

export const Building = icon(BuildingComplex);
export const CalendarDays = icon(CalendarDaysNode);
export const Check = icon(CheckNode);
export const ChevronDown = icon(ChevronDownNode);
export const ChevronRight = icon(ChevronRightNode);
export const CircleCheck = icon(CircleCheckNode);
export const Clock = icon(ClockNode);
export const Landmark = icon(LandmarkNode);
export const MapPin = icon(MapPinNode);
export const Newspaper = icon(NewspaperNode);
export const Scale = icon(ScaleNode);
export const Search = icon(SearchNode);
export const Train = icon(TramFront);
export const TreePine = icon(TreePineNode);
export const TriangleAlert = icon(TriangleAlertNode);
export const Users = icon(UsersNode);
