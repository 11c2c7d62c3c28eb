// Shapes and helpers of the static location data (locations-*.ts).
export type CityKind = 'metro' | 'resort' | 'heritage';
export type Scene = 'city' | 'beach' | 'mountain' | 'temple' | 'night' | 'island' | 'lake' | 'onsen';

export interface SubAreaSeed {
  code: string;
  ko: string;
  en: string;
  ja: string;
  lat: number;
  lng: number;
}

export interface AreaSeed extends SubAreaSeed {
  /** In the keyword modal's popular-destination grid. */
  featured: boolean;
  subs: SubAreaSeed[];
}

export interface CitySeed extends SubAreaSeed {
  nation: string;
  /** Share of the catalogue's stays. */
  weight: number;
  kind: CityKind;
  scene: Scene;
  aliases: string[];
  areas: AreaSeed[];
}

type Names = [code: string, ko: string, en: string, ja: string, lat: number, lng: number];

export const sub = (...[code, ko, en, ja, lat, lng]: Names): SubAreaSeed => ({ code, ko, en, ja, lat, lng });

export const area = (names: Names, featured: boolean, subs: SubAreaSeed[] = []): AreaSeed => ({ ...sub(...names), featured, subs });

export const city = (
  nation: string,
  names: Names,
  options: { weight: number; kind: CityKind; scene: Scene; aliases?: string[] },
  areas: AreaSeed[],
): CitySeed => ({ ...sub(...names), nation, weight: options.weight, kind: options.kind, scene: options.scene, aliases: options.aliases ?? [], areas });
