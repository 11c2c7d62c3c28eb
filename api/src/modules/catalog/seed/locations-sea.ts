// Vietnam, Guam and Thailand: cities by IATA airport code, their areas and sub-areas.
import { area, city, sub, type CitySeed } from './location-types';

export const VIETNAM: CitySeed[] = [
  city('VN', ['DAD', '다낭', 'Da Nang', 'ダナン', 16.0544, 108.2022], { weight: 7, kind: 'resort', scene: 'beach', aliases: ['danang', 'だなん'] }, [
    area(['MYKHE', '미케 비치', 'My Khe Beach', 'ミーケービーチ', 16.06, 108.246], true),
    area(['HANMARKET', '한 시장', 'Han Market', 'ハン市場', 16.0686, 108.224], false),
    area(['HOIAN', '호이안', 'Hoi An', 'ホイアン', 15.8801, 108.338], true),
    area(['SONTRA', '선짜 반도', 'Son Tra Peninsula', 'ソンチャー半島', 16.1, 108.278], false),
  ]),
  city('VN', ['HAN', '하노이', 'Hanoi', 'ハノイ', 21.0278, 105.8342], { weight: 3, kind: 'metro', scene: 'lake', aliases: ['ha noi'] }, [
    area(['HOANKIEM', '호안끼엠', 'Hoan Kiem', 'ホアンキエム', 21.0285, 105.8542], true),
    area(['WESTLAKE', '서호', 'West Lake', '西湖', 21.058, 105.823], false),
    area(['BADINH', '바딘', 'Ba Dinh', 'バーディン', 21.035, 105.814], false),
  ]),
  city('VN', ['SGN', '호치민', 'Ho Chi Minh City', 'ホーチミン', 10.8231, 106.6297], { weight: 3, kind: 'metro', scene: 'city', aliases: ['호찌민', 'saigon', '사이공', 'サイゴン', 'hcmc'] }, [
    area(['DISTRICT1', '1군', 'District 1', '1区', 10.7769, 106.7009], true),
    area(['DISTRICT3', '3군', 'District 3', '3区', 10.7843, 106.6844], false),
    area(['PHUMYHUNG', '푸미흥', 'Phu My Hung', 'フーミーフン', 10.7295, 106.7188], false),
  ]),
  city('VN', ['CXR', '나트랑', 'Nha Trang', 'ニャチャン', 12.2388, 109.1967], { weight: 3, kind: 'resort', scene: 'beach', aliases: ['냐짱', 'nhatrang'] }, [
    area(['NHATRANGCITY', '나트랑 시내', 'Nha Trang City', 'ニャチャン市内', 12.2451, 109.1943], true),
    area(['CAMRANH', '깜란', 'Cam Ranh', 'カムラン', 11.999, 109.219], false),
  ]),
  city('VN', ['PQC', '푸꾸옥', 'Phu Quoc', 'フーコック', 10.2899, 103.984], { weight: 2, kind: 'resort', scene: 'island', aliases: ['푸쿠옥', 'phuquoc'] }, [
    area(['DUONGDONG', '즈엉동', 'Duong Dong', 'ズオンドン', 10.217, 103.96], false),
    area(['LONGBEACH', '롱비치', 'Long Beach', 'ロングビーチ', 10.18, 103.968], true),
  ]),
];

export const GUAM: CitySeed[] = [
  city('GU', ['GUM', '괌', 'Guam', 'グアム', 13.4443, 144.7937], { weight: 3, kind: 'resort', scene: 'beach', aliases: ['guahan', 'ぐあむ'] }, [
    area(['TUMON', '투몬', 'Tumon', 'タモン', 13.511, 144.806], true, [
      sub('TUMONBAY', '투몬 비치', 'Tumon Beach', 'タモンビーチ', 13.508, 144.804),
      sub('GUNBEACH', '건 비치', 'Gun Beach', 'ガンビーチ', 13.523, 144.802),
    ]),
    area(['TAMUNING', '타무닝', 'Tamuning', 'タムニン', 13.488, 144.78], true),
    area(['HAGATNA', '하갓냐', 'Hagatna', 'ハガニア', 13.4757, 144.7489], false),
  ]),
];

export const THAILAND: CitySeed[] = [
  city('TH', ['BKK', '방콕', 'Bangkok', 'バンコク', 13.7563, 100.5018], { weight: 6, kind: 'metro', scene: 'night', aliases: ['krung thep', 'ばんこく'] }, [
    area(['SUKHUMVIT', '수쿰빗', 'Sukhumvit', 'スクンビット', 13.7376, 100.56], true, [
      sub('ASOK', '아속', 'Asok', 'アソーク', 13.737, 100.56),
      sub('THONGLO', '통로', 'Thong Lo', 'トンロー', 13.7246, 100.5783),
    ]),
    area(['SILOM', '실롬', 'Silom', 'シーロム', 13.7286, 100.534], false),
    area(['SIAM', '시암', 'Siam', 'サイアム', 13.7456, 100.5347], true),
    area(['KHAOSAN', '카오산 로드', 'Khao San Road', 'カオサン通り', 13.7589, 100.4977], false),
    area(['RIVERSIDE', '리버사이드', 'Riverside', 'リバーサイド', 13.7236, 100.5144], false),
  ]),
  city('TH', ['HKT', '푸켓', 'Phuket', 'プーケット', 7.8804, 98.3923], { weight: 4, kind: 'resort', scene: 'beach', aliases: ['푸껫', 'puket'] }, [
    area(['PATONG', '빠통', 'Patong', 'パトン', 7.8961, 98.2966], true),
    area(['KARON', '까론', 'Karon', 'カロン', 7.843, 98.294], false),
    area(['KATA', '까따', 'Kata', 'カタ', 7.82, 98.298], false),
    area(['BANGTAO', '방타오', 'Bang Tao', 'バンタオ', 7.999, 98.293], true),
  ]),
  city('TH', ['CNX', '치앙마이', 'Chiang Mai', 'チェンマイ', 18.7883, 98.9853], { weight: 2, kind: 'heritage', scene: 'temple', aliases: ['chiangmai'] }, [
    area(['OLDCITY', '올드시티', 'Old City', '旧市街', 18.7877, 98.9931], true),
    area(['NIMMAN', '님만해민', 'Nimmanhaemin', 'ニマンヘミン', 18.7998, 98.9676], false),
  ]),
  city('TH', ['PYX', '파타야', 'Pattaya', 'パタヤ', 12.9236, 100.8825], { weight: 2, kind: 'resort', scene: 'beach', aliases: ['ぱたや'] }, [
    area(['PATTAYABEACH', '파타야 비치', 'Pattaya Beach', 'パタヤビーチ', 12.935, 100.883], false),
    area(['JOMTIEN', '좀티엔', 'Jomtien', 'ジョムティエン', 12.87, 100.883], false),
  ]),
];
