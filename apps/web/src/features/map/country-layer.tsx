import type { MapColouring } from '@outbreak-watch/domain';
import { geoJSON, type GeoJSON as GeoJSONLayer, type Path, type PathOptions } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { BOUNDARY_COLORS, type ColorScheme } from '../../components/map/boundary-colors';
import { inSlices } from '../../components/map/in-slices';
import {
  countryCodeOf,
  countryNameOf,
  shapesOf,
  type CountryBoundaries,
  type CountryFeature,
} from '../../components/map/use-boundaries';
import { colourBandOf } from './map-colouring';
import { useIntl } from '../../lib/i18n/use-intl';
import { basisLine, casesLine, formatDecimal } from './map-format';
import { MAP_COUNTRY_MESSAGES, type Translate } from './messages';
import { bandFill, hatchOf, SIGNAL_OUTLINE } from './severity-bands';
import type { ShownCountry } from './world-map-types';

export interface CountryLayerProps {
  boundaries: CountryBoundaries;
  /** The countries with matching outbreaks, by ISO 3166-1 numeric code. */
  countriesByCode: ReadonlyMap<string, ShownCountry>;
  selectedCode: string | null;
  /** Countries with a current signal: outlined over their band colour. */
  signalCodes: ReadonlySet<string>;
  /** What the band colours show: the severity score or cases per 100,000. */
  colouring: MapColouring;
  scheme: ColorScheme;
  /** Tiles show beneath: shapes without outbreaks stay clear and the bands let the tiles through. */
  hasTiles: boolean;
  onSelect: (code: string) => void;
}

/** The props Leaflet's handlers read, with the formatter of the page's language. */
type LayerState = Omit<CountryLayerProps, 'boundaries'> & { t: Translate };

function shapeStyle(shape: CountryFeature | undefined, state: LayerState): PathOptions {
  const code = shape === undefined ? null : countryCodeOf(shape);
  const country = code === null ? undefined : state.countriesByCode.get(code);
  const band = country === undefined ? 0 : colourBandOf(country, state.colouring);
  const colors = BOUNDARY_COLORS[state.scheme];
  const isSelected = code !== null && code === state.selectedCode;
  const hasSignal = code !== null && state.signalCodes.has(code);
  // A colour resting on few or only unconfirmed reports is hatched (patterns: hatch-patterns.tsx).
  const hatch = country === undefined ? null : hatchOf(country);
  return {
    // Read when a shape is created only: shapes without a code (Kosovo in Natural Earth) cannot be chosen.
    interactive: code !== null,
    className: 'country-shape',
    color: isSelected ? colors.highlight : hasSignal ? SIGNAL_OUTLINE.color[state.scheme] : colors.border,
    weight: isSelected || hasSignal ? SIGNAL_OUTLINE.weight : 0.6,
    // Dashed even when selected, so the signal stays visible on the chosen country.
    dashArray: hasSignal ? SIGNAL_OUTLINE.dashArray : undefined,
    fillColor: bandFill(band, hatch, colors.land),
    fillOpacity: state.hasTiles ? (band === 0 ? 0 : 0.75) : 1,
  };
}

/**
 * The hover label: the country and, when it has any, its outbreaks, score and cases per 100,000. Text,
 * never HTML.
 */
function tooltipContent(shape: CountryFeature, state: LayerState): HTMLElement {
  const code = countryCodeOf(shape);
  const country = code === null ? undefined : state.countriesByCode.get(code);
  const element = document.createElement('span');
  const name = document.createElement('strong');
  name.textContent = country?.country_name ?? countryNameOf(shape);
  element.append(name);
  if (country !== undefined) {
    const { t } = state;
    element.append(
      document.createElement('br'),
      t(MAP_COUNTRY_MESSAGES.tooltipFigures, {
        count: country.total_outbreaks,
        score: formatDecimal(country.severity_score),
      }),
      document.createElement('br'),
      casesLine(t, country),
      document.createElement('br'),
      basisLine(t, country),
    );
  }
  return element;
}

/** Signal outlines, then the chosen country's, on top of their neighbours'. */
function raiseMarked(layer: GeoJSONLayer, { signalCodes, selectedCode }: LayerState): void {
  const codeOf = (shapeLayer: unknown) => {
    const shape = (shapeLayer as Path & { feature?: CountryFeature }).feature;
    return shape === undefined ? null : countryCodeOf(shape);
  };
  layer.eachLayer((shapeLayer) => {
    const code = codeOf(shapeLayer);
    if (code !== null && signalCodes.has(code)) (shapeLayer as Path).bringToFront();
  });
  layer.eachLayer((shapeLayer) => {
    if (selectedCode !== null && codeOf(shapeLayer) === selectedCode) (shapeLayer as Path).bringToFront();
  });
}

/**
 * Every country of the boundary file, coloured by its severity or incidence band, highlighted under the pointer and
 * chosen by a click. Leaflet's own GeoJSON layer, driven from here: the shapes are made once and
 * restyled in place when the data, the selection or the colour scheme change.
 */
export function CountryLayer({ boundaries, ...props }: CountryLayerProps) {
  const map = useMap();
  const { formatMessage: t } = useIntl();
  const state: LayerState = { ...props, t };
  const layerRef = useRef<GeoJSONLayer | null>(null);
  // Leaflet's handlers outlive renders; they read the latest props through this.
  const stateRef = useRef<LayerState>(state);

  useEffect(() => {
    const style = (shape?: CountryFeature) => shapeStyle(shape, stateRef.current);
    const created: Path[] = [];
    const layer = geoJSON(undefined, {
      style,
      onEachFeature: (shape: CountryFeature, shapeLayer) => {
        const code = countryCodeOf(shape);
        if (code === null) return;
        created.push(shapeLayer as Path);
        shapeLayer.bindTooltip(() => tooltipContent(shape, stateRef.current), {
          sticky: true,
          direction: 'top',
          className: 'country-tooltip',
        });
        shapeLayer.on({
          mouseover: () => {
            const path = shapeLayer as Path;
            path.setStyle({ weight: 2, color: BOUNDARY_COLORS[stateRef.current.scheme].highlight });
            path.bringToFront();
          },
          mouseout: () => layer.resetStyle(shapeLayer),
          click: () => stateRef.current.onSelect(code),
        });
      },
    }).addTo(map);
    layerRef.current = layer;
    // The world is drawn a slice at a time, so the page stays responsive while the shapes appear.
    const stop = inSlices(
      boundaries.features,
      (slice) => {
        layer.addData(shapesOf(slice));
        // A handle for tests and for anyone inspecting the page: which country each shape is.
        for (const shapeLayer of created.splice(0)) {
          const shape = (shapeLayer as Path & { feature?: CountryFeature }).feature;
          const code = shape === undefined ? null : countryCodeOf(shape);
          if (code !== null) shapeLayer.getElement()?.setAttribute('data-country-code', code);
        }
      },
      () => raiseMarked(layer, stateRef.current),
    );
    return () => {
      stop();
      layer.remove();
      layerRef.current = null;
    };
  }, [map, boundaries]);

  const { countriesByCode, selectedCode, signalCodes, colouring, scheme, hasTiles, onSelect } = state;
  useEffect(() => {
    stateRef.current = {
      countriesByCode,
      selectedCode,
      signalCodes,
      colouring,
      scheme,
      hasTiles,
      onSelect,
      t,
    };
    const layer = layerRef.current;
    if (layer === null) return;
    layer.setStyle((shape) => shapeStyle(shape as CountryFeature | undefined, stateRef.current));
    raiseMarked(layer, stateRef.current);
  }, [countriesByCode, selectedCode, signalCodes, colouring, scheme, hasTiles, onSelect, t, boundaries]);

  return null;
}
