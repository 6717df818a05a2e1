import type { DeclarationContent } from './types';

const fi: DeclarationContent = {
  languageName: 'Suomi',
  productName: 'Kenttäkyselyt',
  title: 'Saavutettavuusseloste',
  skipToContent: 'Siirry sisältöön',
  languageSwitch: 'Kieli',
  backToApplication: 'Takaisin Kenttäkyselyihin',
  intro: [
    'Kansallinen ympäristövalvontaviranomainen pyrkii takaamaan Kenttäkyselyt-sovelluksen saavutettavuuden julkisen sektorin elinten verkkosivustojen ja mobiilisovellusten saavutettavuudesta annetun direktiivin (EU) 2016/2102 täytäntöön panevan kansallisen lainsäädännön mukaisesti. Tämä saavutettavuusseloste koskee Kenttäkyselyt-verkkosovellusta.',
  ],
  sections: [
    {
      heading: 'Vaatimustenmukaisuuden tila',
      blocks: [
        'Sovelluksen tavoitteena on täyttää verkkosisällön saavutettavuusohjeiden (WCAG) 2.1 AA-tason vaatimukset. Sovellus täyttää WCAG 2.1 -ohjeiden AA-tason vaatimukset osittain alla kuvatun puutteen vuoksi.',
      ],
    },
    {
      heading: 'Sisältö, joka ei ole saavutettavaa',
      blocks: [
        'Ruutukartalla annettavaa vastausta ei voi antaa näppäimistöllä (WCAG 2.1 -onnistumiskriteeri 2.1.1 Näppäimistö). Ruudun voi valita vain hiirellä tai kosketusnäytöllä; kysymyksessä on tästä maininta. Jos et voi käyttää karttaa, ota yhteyttä koordinaattoriisi tai viranomaiseen (ks. Palaute ja yhteystiedot), niin autamme vastauksen antamisessa.',
        'Puute ei koske pistesijainteja: ne voi kirjoittaa näppäimistöllä WGS-84- tai UTM-koordinaatteina.',
      ],
    },
    {
      heading: 'Saavutettavuusominaisuudet',
      blocks: [
        [
          'Näppäimistö: kaikkia muita toimintoja voi käyttää pelkällä näppäimistöllä, ja kohdistus näkyy aina.',
          'Ruudunlukijat: sivuilla on otsikot ja maamerkit, lomakekentillä on nimiöt, ja virheilmoitukset sekä vastausten tallennustila luetaan ääneen.',
          'Ohituslinkit: jokaisen sivun ensimmäiset linkit vievät pääsisältöön ja alatunnisteeseen.',
          'Kielivalinta: käyttöliittymä on saatavilla englanniksi, puolaksi, saksaksi, suomeksi, italiaksi ja hollanniksi; jokaisen sivun kieli on merkitty, jotta ruudunlukijat ääntävät tekstin oikein.',
          'Tekstin voi suurentaa 200 prosenttiin, ja asettelu mukautuu kapeisiin näyttöihin.',
        ],
      ],
    },
    {
      heading: 'Selosteen laatiminen',
      blocks: [
        { before: 'Tämä seloste on laadittu', date: '22.11.2026', after: '.' },
        'Se perustuu viranomaisen tekemään itsearviointiin.',
      ],
    },
    {
      heading: 'Palaute ja yhteystiedot',
      blocks: [
        'Jos huomaat saavutettavuusongelman, jota ei ole kuvattu tässä, tai tarvitset sovelluksen tietoja saavutettavassa muodossa, ota yhteyttä viranomaiseen sen verkkosivuilla olevien yhteystietojen kautta. Kerro, mitä sivua ja ongelmaa asia koskee, ja anna yhteystietosi. Vastaamme ilman aiheetonta viivytystä.',
      ],
    },
    {
      heading: 'Valvontamenettely',
      blocks: [
        'Jos et ole tyytyväinen vastaukseemme palautteeseesi tai pyyntöösi, voit kääntyä sen viranomaisen puoleen, joka maassasi valvoo julkisen sektorin verkkosivustojen saavutettavuusvaatimusten noudattamista.',
      ],
    },
  ],
};

export default fi;
