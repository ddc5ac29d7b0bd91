/**
 * The mortality table of the life quote model: probabilities of death q(x) between exact
 * ages x and x + 1 (per 1, not per 1,000), by sex, for ages 0–79.
 *
 * Source: IBGE — Tábua Completa de Mortalidade para o Brasil, 2015 (reference date
 * 1 July 2015), published separately for men ("homens") and women ("mulheres"). IBGE
 * publishes single ages up to 79 and an open group "80 ou mais"; only 0–79 are kept here.
 * The figures were taken from the machine-readable transcription of the IBGE 2015 tables
 * by sex in the public replication material of "Diferenciais de mortalidade por grupos de
 * beneficiários do Instituto Nacional do Seguro Social" (repository blanza/mortalidade,
 * file `6. Figuras e Tabelas/tabua.vida.ibge-extrapolada.csv`, whose ages 80+ are that
 * study's extrapolation and are NOT used). Check: the life expectancies at birth these
 * q(x) give are 72.0 years for men and 79.2 for women, as IBGE published for 2015
 * (71.9 and 79.1) — tested in mortality.test.ts.
 *
 * Why 2015 and not a later year: it is the latest table by sex whose single-age q(x) could
 * be verified here; the tables of 2020–2022 carry the COVID-19 excess mortality. The model
 * is illustrative (docs/life-insurance.md), so the year is stated wherever a price is shown.
 */

/** Name of the table, as quotes show it. */
export const MORTALITY_TABLE_NAME = 'IBGE — Tábua Completa de Mortalidade 2015, homens e mulheres';

/** Reference year of the table. */
export const MORTALITY_TABLE_YEAR = 2015;

/** Highest age with a single-age q(x) in the table. */
export const MORTALITY_TABLE_MAX_AGE = 79;

/** q(x) of men, index = age 0–79. */
export const QX_MEN: readonly number[] = [
    0.014933226, 0.000972261, 0.000641454, 0.000494944, 0.000409829, 0.000354132, 0.000315757, 0.000289469, // 0–7
    0.000273248, 0.000267158, 0.000273168, 0.000295561, 0.000341892, 0.000424696, 0.0005643, 0.001099521, // 8–15
    0.001404968, 0.001682891, 0.001910772, 0.002094858, 0.002279251, 0.002457819, 0.002576187, 0.002618094, // 16–23
    0.002603035, 0.002561725, 0.002526631, 0.002508435, 0.002523114, 0.002564148, 0.002611107, 0.002654771, // 24–31
    0.002706997, 0.002768293, 0.002840545, 0.002927026, 0.003029445, 0.003147727, 0.003283126, 0.003437828, // 32–39
    0.003612488, 0.003811155, 0.004039384, 0.004300783, 0.004595032, 0.004917022, 0.005267917, 0.005655308, // 40–47
    0.006082146, 0.006547343, 0.007048613, 0.007583587, 0.008152612, 0.008755559, 0.009395173, 0.01008701, // 48–55
    0.010826687, 0.011595727, 0.012389512, 0.013224099, 0.01411708, 0.015099188, 0.016196977, 0.017435385, // 56–63
    0.01881645, 0.02030128, 0.021909055, 0.023715664, 0.025759851, 0.028035968, 0.030490459, 0.033122501, // 64–71
    0.036003424, 0.039166427, 0.042619437, 0.046348226, 0.050360462, 0.054704097, 0.05941225, 0.064517831, // 72–79
];

/** q(x) of women, index = age 0–79. */
export const QX_WOMEN: readonly number[] = [
    0.012652295, 0.000821261, 0.000516838, 0.00038716, 0.000313635, 0.000266309, 0.000233985, 0.00021173, // 0–7
    0.000197398, 0.000190464, 0.000191683, 0.000203168, 0.000238939, 0.000285003, 0.000331036, 0.000370678, // 8–15
    0.000421674, 0.000463, 0.000489323, 0.000504814, 0.000519054, 0.000537544, 0.000557365, 0.000579921, // 16–23
    0.000605332, 0.000632063, 0.000660774, 0.000694229, 0.000733516, 0.000778191, 0.000828918, 0.000883503, // 24–31
    0.000939059, 0.000994337, 0.001051968, 0.001116653, 0.001191718, 0.001277225, 0.00137483, 0.001485394, // 32–39
    0.001605838, 0.001739646, 0.00189471, 0.002074476, 0.002276053, 0.002497219, 0.002730866, 0.002971047, // 40–47
    0.003213963, 0.003464708, 0.003735195, 0.004030787, 0.004347303, 0.004686616, 0.005052536, 0.005454699, // 48–55
    0.005894052, 0.006365211, 0.00686917, 0.007415578, 0.008014891, 0.008682611, 0.00943228, 0.010276929, // 56–63
    0.01122085, 0.012251046, 0.013381283, 0.014649314, 0.016076378, 0.017663685, 0.01938024, 0.021241195, // 64–71
    0.023308387, 0.02561506, 0.028162853, 0.030900526, 0.033849942, 0.037112157, 0.040745016, 0.044755529, // 72–79
];
