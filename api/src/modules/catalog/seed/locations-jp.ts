// Japan: cities by IATA metropolitan / airport code, their areas and sub-areas.
import { area, city, sub, type CitySeed } from './location-types';

export const JAPAN: CitySeed[] = [
  city('JP', ['TYO', '도쿄', 'Tokyo', '東京', 35.6762, 139.6503], { weight: 12, kind: 'metro', scene: 'night', aliases: ['とうきょう', 'トウキョウ', '동경'] }, [
    area(['SHINJUKU', '신주쿠', 'Shinjuku', '新宿', 35.6938, 139.7034], true, [
      sub('KABUKICHO', '가부키초', 'Kabukicho', '歌舞伎町', 35.6951, 139.703),
      sub('NISHISHINJUKU', '니시신주쿠', 'Nishi-Shinjuku', '西新宿', 35.6896, 139.6921),
    ]),
    area(['SHIBUYA', '시부야', 'Shibuya', '渋谷', 35.658, 139.7016], true),
    area(['GINZA', '긴자', 'Ginza', '銀座', 35.6717, 139.765], true),
    area(['UENO', '우에노', 'Ueno', '上野', 35.7141, 139.7774], false),
    area(['ASAKUSA', '아사쿠사', 'Asakusa', '浅草', 35.7148, 139.7967], true),
    area(['IKEBUKURO', '이케부쿠로', 'Ikebukuro', '池袋', 35.7295, 139.7109], false),
    area(['TOKYOSTATION', '도쿄역', 'Tokyo Station', '東京駅', 35.6812, 139.7671], false),
    area(['ODAIBA', '오다이바', 'Odaiba', 'お台場', 35.6272, 139.7758], false),
  ]),
  city('JP', ['OSA', '오사카', 'Osaka', '大阪', 34.6937, 135.5023], { weight: 10, kind: 'metro', scene: 'night', aliases: ['おおさか', 'オオサカ'] }, [
    area(['NAMBA', '난바', 'Namba', 'なんば', 34.6659, 135.5013], true, [
      sub('DOTONBORI', '도톤보리', 'Dotonbori', '道頓堀', 34.6687, 135.5013),
      sub('SHINSAIBASHI', '신사이바시', 'Shinsaibashi', '心斎橋', 34.6751, 135.501),
    ]),
    area(['UMEDA', '우메다', 'Umeda', '梅田', 34.7025, 135.4959], true),
    area(['TENNOJI', '텐노지', 'Tennoji', '天王寺', 34.6466, 135.514], false),
    area(['USJ', '유니버설 시티', 'Universal City', 'ユニバーサルシティ', 34.6654, 135.4323], true),
    area(['SHINOSAKA', '신오사카', 'Shin-Osaka', '新大阪', 34.7334, 135.5002], false),
  ]),
  city('JP', ['UKY', '교토', 'Kyoto', '京都', 35.0116, 135.7681], { weight: 5, kind: 'heritage', scene: 'temple', aliases: ['きょうと', 'キョウト'] }, [
    area(['GION', '기온', 'Gion', '祇園', 35.0037, 135.7788], true),
    area(['KYOTOSTATION', '교토역', 'Kyoto Station', '京都駅', 34.9858, 135.7588], false),
    area(['ARASHIYAMA', '아라시야마', 'Arashiyama', '嵐山', 35.0094, 135.6668], true),
    area(['KAWARAMACHI', '가와라마치', 'Kawaramachi', '河原町', 35.0037, 135.769], false),
  ]),
  city('JP', ['FUK', '후쿠오카', 'Fukuoka', '福岡', 33.5904, 130.4017], { weight: 6, kind: 'metro', scene: 'city', aliases: ['ふくおか', 'フクオカ'] }, [
    area(['HAKATA', '하카타', 'Hakata', '博多', 33.5902, 130.4207], true),
    area(['TENJIN', '텐진', 'Tenjin', '天神', 33.5914, 130.3989], true),
    area(['NAKASU', '나카스', 'Nakasu', '中洲', 33.593, 130.4051], false),
    area(['MOMOCHI', '모모치', 'Momochi', '百道', 33.5936, 130.3515], false),
  ]),
  city('JP', ['SPK', '삿포로', 'Sapporo', '札幌', 43.0618, 141.3545], { weight: 5, kind: 'metro', scene: 'mountain', aliases: ['さっぽろ', 'サッポロ', '홋카이도', 'hokkaido', '北海道'] }, [
    area(['SUSUKINO', '스스키노', 'Susukino', 'すすきの', 43.0556, 141.353], true),
    area(['SAPPOROSTATION', '삿포로역', 'Sapporo Station', '札幌駅', 43.0687, 141.3508], false),
    area(['OTARU', '오타루', 'Otaru', '小樽', 43.1907, 140.9947], true),
    area(['JOZANKEI', '조잔케이 온천', 'Jozankei Onsen', '定山渓温泉', 42.9676, 141.1636], false),
  ]),
  city('JP', ['OKA', '오키나와', 'Okinawa', '沖縄', 26.2124, 127.6809], { weight: 4, kind: 'resort', scene: 'beach', aliases: ['おきなわ', 'オキナワ'] }, [
    area(['NAHA', '나하', 'Naha', '那覇', 26.2124, 127.6809], true),
    area(['ONNA', '온나', 'Onna', '恩納', 26.4975, 127.8534], true),
    area(['CHATAN', '차탄', 'Chatan', '北谷', 26.3093, 127.7585], false),
  ]),
  city('JP', ['NGO', '나고야', 'Nagoya', '名古屋', 35.1815, 136.9066], { weight: 2, kind: 'metro', scene: 'city', aliases: ['なごや', 'ナゴヤ'] }, [
    area(['SAKAE', '사카에', 'Sakae', '栄', 35.1709, 136.9084], false),
    area(['NAGOYASTATION', '나고야역', 'Nagoya Station', '名古屋駅', 35.1709, 136.8815], false),
  ]),
];
