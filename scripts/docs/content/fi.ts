import type { LanguageDocs } from './types';

const fi: LanguageDocs = {
  productName: 'Kenttäkyselyt',
  instruction: {
    title: 'Käyttöohje',
    subtitle:
      'Kenttäkyselyjen käyttö: viljelijöille, asiantuntijoille, koordinaattoreille ja tarkkailijoille',
    sections: [
      {
        heading: 'Tietoa palvelusta',
        blocks: [
          'Kenttäkyselyt on kansallisen ympäristövalvontaviranomaisen palvelu, jolla arvioidaan sikatilojen kestävyyttä. Viljelijät, asiantuntijat, koordinaattorit ja tarkkailijat käsittelevät yksiköitä (tiloja) ja niistä täytettyjä kyselyitä. Ylläpitäjät suunnittelevat kyselyt ja hallinnoivat käyttäjätilejä; heidän työtään ei kuvata tässä ohjeessa.',
        ],
      },
      {
        heading: 'Rekisteröityminen ja tilin aktivointi',
        blocks: [
          'Valitse kirjautumissivulla Luo tili. Anna sähköpostiosoitteesi pienillä kirjaimilla, tilisi kieli ja roolisi ja valitse salasana: vähintään 8 merkkiä, joissa on iso ja pieni kirjain, numero ja erikoismerkki, eikä välilyöntejä. Vahvista salasana kirjoittamalla se toiseen kertaan.',
          'Rekisteröitymisen jälkeen saat sähköpostiisi aktivointilinkin, joka on voimassa 72 tuntia. Avaa linkki ja vahvista aktivointi. Jatko riippuu roolistasi:',
          [
            'Viljelijä (sikojen kasvattaja): et valitse organisaatiota. Tili on käytössä heti, kun olet avannut aktivointilinkin.',
            'Asiantuntija: valitse organisaatiosi tyyppi ja organisaatio. Tili on käytössä heti, kun olet avannut aktivointilinkin.',
            'Koordinaattori ja tarkkailija (vain luku): valitse organisaatiosi tyyppi ja organisaatio. Aktivoinnin jälkeen ylläpitäjä tarkistaa ja hyväksyy tilin; voit kirjautua sisään, kun tili on hyväksytty.',
            'Ylläpitäjä: tilin hyväksyy pääylläpitäjä.',
          ],
          'Jos viestiä ei ole tullut, tarkista roskapostikansio. Jos linkki on vanhentunut, yritä kirjautua sisään: sovellus tarjoutuu lähettämään sinulle uuden aktivointilinkin.',
        ],
      },
      {
        heading: 'Kirjautuminen sisään ja ulos',
        blocks: [
          'Kirjaudu sisään sähköpostiosoitteellasi ja salasanallasi; silmäkuvakkeella merkitty painike näyttää tai piilottaa kirjoittamasi salasanan. Kun kirjaudut ensimmäisen kerran, lue tietosuojaehdot, valitse valintaruutu ja vahvista. Sen jälkeen näet kyselyluettelon.',
          'Jos olet unohtanut salasanasi, valitse Unohditko salasanasi? ja anna sähköpostiosoitteesi. Saamasi linkki toimii kerran ja tunnin ajan. Yläpalkissa näkyvät sähköpostiosoitteesi sekä painikkeet Vaihda salasana ja Kirjaudu ulos; kapeilla näytöillä ne on koottu valikkoon. Kirjaudu ulos, kun lopetat työn, etenkin yhteiskäytössä olevalla tietokoneella.',
        ],
      },
      {
        heading: 'Yksiköt ja kyselyluettelo',
        blocks: [
          'Päänäkymässä on välilehdet Kyselyt ja Yksiköt sekä niille rooleille, joilla on siihen oikeus, Tietojen vienti. Molempia luetteloita voi suodattaa taulukon yläpuolella olevalla paneelilla, lajitella napsauttamalla sarakkeen otsikkoa (nouseva, laskeva, ei lajittelua) ja selata sivu kerrallaan, 20 riviä sivulla. Kun suodatinta muutetaan, näkymä palaa ensimmäiselle sivulle.',
          [
            'Yksiköt: yksikkö on tila, jolla on nimi, tyyppi ja organisaatio. Viljelijät ja asiantuntijat lisäävät yksiköitä painikkeella Uusi yksikkö; asiantuntija voidaan liittää viljelijän yksikköön. Yksikön omistaja voi muokata sen nimeä ja kuvausta ja poistaa yksikön, niin kauan kuin siihen ei liity yhtään kyselyä.',
            'Uusi kysely: valitse yksikön rivillä Uusi kysely ja kyselytyyppi. Uusi kysely avautuu heti täytettäväksi.',
            'Kyselyt: luettelossa näkyvät yksikkö, organisaatio, kyselytyyppi, tila ja kyselyn lisäyspäivä. Näytä avaa kyselyn luettavaksi ja Muokkaa täytettäväksi; Poista poistaa kyselyn, jonka lomakkeista yhtäkään ei ole vielä lähetetty.',
            'Koordinaattorit hyväksyvät kyselyt painikkeella Vahvista, minkä jälkeen niitä ei voi enää muokata; Avaa lukitus palauttaa kyselyn korjattavaksi. Tarkkailijat voivat vain katsella yksiköitä ja kyselyitä.',
          ],
        ],
      },
      {
        heading: 'Kyselyn täyttäminen',
        blocks: [
          'Kysely koostuu lomakkeista (välilehdet ylhäällä), lomake alilomakkeista (luettelo sivussa) ja alilomake kysymysryhmistä (painikkeet kysymysten yläpuolella). Otsikossa näkyvät kyselytyyppi ja yksikön koodi. Jokaisen alilomakkeen kohdalla näkyy, kuinka moni sen kysymysryhmistä on valmis; valmiit alilomakkeet on merkitty vihreällä.',
          'Jokaisella kysymyksellä on numero; tähti merkitsee suositeltua kysymystä, jota raportit tarvitsevat. Kysymysmerkkikuvake näyttää vihjeen. Vastaa tarjotulla syöttötavalla: luettelo, valintaruudut, arvio asteikolla 1–5, kyllä tai ei, luku, päivämäärä, teksti tai kartta.',
          [
            'Kirjoita desimaaliluvut pilkulla, esimerkiksi 12,5 (pistettä ei hyväksytä). Sallitun vaihteluvälin ulkopuoliset arvot merkitään punaisella, eikä niitä tallenneta.',
            'Anna päivämäärät muodossa pp/kk/vvvv; tulevia päivämääriä ei voi valita.',
            'Sijainnin voi merkitä kartalle tai kirjoittaa WGS-84- tai UTM-koordinaatteina. Ruutukarttaa ei voi käyttää näppäimistöllä; jos tarvitset sen kanssa apua, ota yhteyttä koordinaattoriisi.',
            'Kun kysymykseen saa valita vain yhden vaihtoehdon, saman vaihtoehdon valitseminen uudelleen tyhjentää vastauksen.',
          ],
        ],
      },
      {
        heading: 'Automaattinen tallennus',
        blocks: [
          'Tallenna-painiketta ei ole: jokainen vastaus tallentuu automaattisesti noin sekunti sen jälkeen, kun lopetat kirjoittamisen tai valitsemisen (päivämäärillä ja pidemmillä teksteillä hieman myöhemmin). Kysymyksen vieressä oleva ilmaisin kertoo tilanteen: pyörivä kuvake tallennuksen aikana, vihreä valintamerkki ja tallennuksen päivämäärä ja kellonaika, kun vastaus on tallennettu, sekä punainen kuvake, jos tallennus epäonnistui. Virheen sattuessa ilmoitus kertoo syyn; kun valitset OK, kysymys ladataan uudelleen – tarkista vastauksesi ja anna se tarvittaessa uudelleen.',
        ],
      },
      {
        heading: 'Kysymysryhmät ja ohitetut kysymykset',
        blocks: [
          'Jokaisessa ryhmäpainikkeessa näkyvät ryhmän nimi ja se, moneenko sen kysymykseen on vastattu, esimerkiksi 4/6; luvut lihavoidaan, kun ryhmä on valmis. Joitakin ryhmiä voi toistaa, esimerkiksi jokaista rakennusta tai karsinaa varten: Lisää-painikkeella luot uuden kopion ja poistopainikkeella poistat kopion (vahvistuksen jälkeen; viimeistä kopiota ei voi poistaa). Valinnaiset ryhmät otetaan käyttöön ja poistetaan käytöstä alilomakkeen valinnaisten ryhmien ikkunan valintaruuduilla.',
          'Jotkin vastaukset tekevät seuraavat kysymykset tarpeettomiksi. Tällöin kysymykset näkyvät harmaina eikä niihin voi vastata, niihin jo tallennetut vastaukset poistetaan, ja ne lasketaan valmiiksi, mutta niitä ei oteta mukaan edistymisen laskentaan. Jos muutat ohituksen aiheuttanutta vastausta, kysymykset tulevat taas käyttöön tyhjinä.',
        ],
      },
      {
        heading: 'Lomakkeiden lähettäminen',
        blocks: [
          'Kun olet vastannut lomakkeen kaikkiin kysymyksiin, tarkista alilomakeluettelon laskurit ja lähetä lomake. Lähetetty lomake lukitaan: sen välilehteä ei voi enää avata muokattavaksi, mutta koordinaattorit voivat avata sen. Kyselyä, josta on lähetetty vähintään yksi lomake, ei voi enää poistaa. Kun kaikki lomakkeet on lähetetty, koordinaattori vahvistaa kyselyn. Jos jotain on korjattava, pyydä koordinaattoria avaamaan kyselyn lukitus.',
        ],
      },
      {
        heading: 'Raportit',
        blocks: [
          'Jokaiselle lomakkeelle ensimmäistä lukuun ottamatta sivupaneelissa on painike Luo raportti. Raportti edellyttää vastauksia suositeltuihin kysymyksiin (merkitty tähdellä); jos niitä puuttuu, sovellus näyttää, mitä on jo täytetty. Kun raportti on valmis, valitse Näytä raportti.',
          'Raportissa on teemojen ja alateemojen tutkakaaviot sekä indikaattorien pylväskaavio asteikolla 0–100. Valitsemalla kaavion pisteen siirryt teemasta sen alateemoihin ja indikaattoreihin. Voit näyttää alkuperäisten arvojen taulukon, verrata tuloksiasi samantyyppisten yksiköiden keskiarvoon ja tulostaa kaaviot PDF-tiedostoksi.',
        ],
      },
      {
        heading: 'Kielet',
        blocks: [
          'Sovellus on käytettävissä englanniksi, puolaksi, saksaksi, suomeksi, italiaksi ja hollanniksi. Ennen kirjautumista se käyttää selaimesi kieltä, jos se on jokin näistä, ja muuten englantia; kieltä voi vaihtaa kielivalinnalla. Kirjautumisen jälkeen sovellus käyttää tilisi kieltä, joka valittiin rekisteröitymisen yhteydessä. Kyselyjen tekstit, ilmoitukset ja sähköpostiviestit näkyvät samalla kielellä.',
        ],
      },
      {
        heading: 'Apua',
        blocks: [
          [
            'Kyselyssä Ohje- ja Sanasto-ikkunat selittävät vastaamisen säännöt ja käytetyt käsitteet; kysymyksen vieressä oleva kysymysmerkki antaa vihjeen juuri siihen kysymykseen.',
            'Yksiköitä, kyselyitä tai tiliäsi koskevissa asioissa ota yhteyttä organisaatiosi koordinaattoriin tai ylläpitäjään.',
            'Teknisissä ongelmissa kirjaa ylös, mitä teit ja mikä ilmoitus tuli näkyviin, ja ota yhteyttä viranomaiseen sen verkkosivuilla olevien yhteystietojen kautta.',
            'Tietosuojaseloste on saatavilla yläpalkissa ja saavutettavuusseloste jokaisen sivun alatunnisteessa.',
          ],
        ],
      },
    ],
  },
  privacyPolicy: {
    title: 'Tietosuojaseloste',
    subtitle:
      'Tietoa henkilötietojen käsittelystä Kenttäkyselyissä (EU:n yleisen tietosuoja-asetuksen 13 ja 14 artikla)',
    sections: [
      {
        heading: 'Rekisterinpitäjä',
        blocks: [
          'Kenttäkyselyissä käsiteltävien henkilötietojesi rekisterinpitäjä on kansallinen ympäristövalvontaviranomainen (jäljempänä viranomainen).',
        ],
      },
      {
        heading: 'Tietosuojavastaava',
        blocks: [
          'Viranomainen on nimittänyt tietosuojavastaavan. Kaikissa henkilötietojesi käsittelyä ja oikeuksiesi käyttämistä koskevissa asioissa voit ottaa yhteyttä viranomaisen tietosuojavastaavaan, jonka tavoitat viranomaisen verkkosivuilla olevien yhteystietojen kautta.',
        ],
      },
      {
        heading: 'Käsittelyn tarkoitukset ja oikeusperuste',
        blocks: [
          'Käsittelemme henkilötietoja vain siltä osin kuin se on tarpeen seuraaviin tarkoituksiin:',
          [
            'käyttäjätilien luominen ja ylläpito, roolien vahvistaminen sekä pääsyn antaminen yksiköihin ja kyselyihin;',
            'yksiköitä koskevien kyselyvastausten kerääminen ja säilyttäminen sikatilojen ympäristövaikutusten ja kestävyyden seurantaa varten;',
            'indikaattorien laskeminen sekä raporttien, keskiarvovertailujen ja tilastollisten yhteenvetojen laatiminen;',
            'tiliin liittyvien sähköpostiviestien, kuten aktivointilinkkien ja salasanan vaihtolinkkien, lähettäminen;',
            'palvelun tietoturvan ja moitteettoman toiminnan varmistaminen, mukaan lukien virheiden ja poikkeamien selvittäminen.',
          ],
          'Käsittelyn oikeusperusteena on yleisen tietosuoja-asetuksen 6 artiklan 1 kohdan c alakohta silloin, kun käsittely on tarpeen viranomaisen ympäristön seurantaan ja valvontaan liittyvien lakisääteisten velvoitteiden noudattamiseksi, sekä 6 artiklan 1 kohdan e alakohta silloin, kun käsittely on tarpeen yleistä etua koskevan tehtävän suorittamiseksi tai viranomaiselle kuuluvan julkisen vallan käyttämiseksi. Tietojen antaminen on vapaaehtoista, mutta ilman tilitietoja palvelua ei voi käyttää.',
        ],
      },
      {
        heading: 'Käsiteltävät tiedot',
        blocks: [
          [
            'Tilitiedot: sähköpostiosoite, salasana (tallennetaan vain turvallisena tiivisteenä), rooli, kieli, organisaation tyyppi ja organisaatio, rekisteröitymis-, aktivointi-, hyväksymis- ja käytöstäpoistopäivät, tietosuojaehtojen hyväksyminen sekä kyselytyypit, joihin sinulla on oikeudet.',
            'Yksikön tiedot: yksikön nimi ja kuvaus, numero ja tyyppi, organisaatio, omistajan sähköpostiosoite, yksikköön liitetyt asiantuntijat sekä yksikön maantieteellinen sijainti.',
            'Vastaukset: kyselyissä annetut vastaukset, kuten luvut, tekstit, päivämäärät ja kartalle merkityt paikat, sekä kunkin vastauksen tallennusaika ja lomakkeiden ja kyselyiden tila.',
            'Tekniset lokit: IP-osoite, päivämäärä ja kellonaika, pyydetty osoite, pyynnön tulos, selaimen tunniste sekä virheilmoitukset.',
          ],
          'Yksikön tiedot antaa yleensä sen omistaja tai omistajan kanssa työskentelevä asiantuntija; tilitiedot antaa tilin haltija itse.',
        ],
      },
      {
        heading: 'Säilytysaika',
        blocks: [
          [
            'Tilitiedot: niin kauan kuin tili on olemassa. Kun tili on poistettu käytöstä tai poistettu, säilytämme tiedot, joista käy ilmi, kuka vastaukset on syöttänyt tai hyväksynyt, niin kauan kuin kyseisiä kyselyitä säilytetään.',
            'Yksiköiden tiedot ja vastaukset: seurantaohjelman keston ajan ja sen jälkeen viranomaista koskevissa arkistointisäännöissä edellytetyn ajan.',
            'Tekniset lokit: enintään 12 kuukautta, ellei niitä tarvita pidempään tietyn tietoturvapoikkeaman selvittämiseen.',
            'Raportteja ja tilastoja, joista ketään ei voi enää tunnistaa, voidaan säilyttää ilman määräaikaa.',
          ],
        ],
      },
      {
        heading: 'Vastaanottajat',
        blocks: [
          'Tietoihisi pääsevät vain henkilöt, jotka tarvitsevat niitä työssään:',
          [
            'viranomaisen ja alueellisten valvontaviranomaisten valtuutetut työntekijät;',
            'palvelun muut käyttäjät roolinsa mukaisesti: yksikköön liitetyt asiantuntijat, kyseisen organisaation koordinaattorit ja tarkkailijat sekä ylläpitäjät;',
            'tietotekniikkapalvelujen tarjoajat, jotka ylläpitävät palvelua ja toimittavat sen sähköpostiviestit viranomaisen lukuun henkilötietojen käsittelysopimuksen perusteella (yleisen tietosuoja-asetuksen 28 artikla);',
            'viranomaiset ja tuomioistuimet, jos laki velvoittaa luovuttamaan tietoja.',
          ],
          'Kun avaat kartan, selaimesi lataa karttaruudut julkisesta karttapalvelusta, joka saa tällöin IP-osoitteesi. Viranomainen ei siirrä henkilötietoja Euroopan talousalueen ulkopuolisiin maihin. Tulokset julkaistaan vain koottuina tietoina, joista yksittäisiä tiloja tai henkilöitä ei voi tunnistaa.',
        ],
      },
      {
        heading: 'Oikeutesi',
        blocks: [
          'Sinulla on oikeus',
          [
            'saada pääsy tietoihisi ja saada niistä jäljennös (15 artikla);',
            'vaatia virheellisten tietojen oikaisemista (16 artikla) – voit korjata monia tietoja itse, esimerkiksi yksikkösi kuvauksen tai salasanasi;',
            'vaatia tietojen poistamista (17 artikla), kun niitä ei enää tarvita eikä mikään lakisääteinen velvoite edellytä niiden säilyttämistä;',
            'vaatia käsittelyn rajoittamista (18 artikla);',
            'vastustaa erityiseen tilanteeseesi liittyvällä perusteella käsittelyä, joka perustuu 6 artiklan 1 kohdan e alakohtaan (21 artikla);',
            'tehdä valitus tietosuojavalvontaviranomaiselle.',
          ],
          'Oikeus siirtää tiedot järjestelmästä toiseen ei koske tätä käsittelyä, koska se ei perustu suostumukseen eikä sopimukseen. Tietojasi ei käytetä automaattiseen päätöksentekoon eikä profilointiin; raporttien indikaattorit lasketaan automaattisesti, mutta niillä ei ole sinuun kohdistuvia oikeusvaikutuksia. Voit käyttää oikeuksiasi ottamalla yhteyttä tietosuojavastaavaan.',
        ],
      },
      {
        heading: 'Evästeet ja istuntotallennus',
        blocks: [
          'Palvelu käyttää yhtä evästettä: `areYouOkWithCookie`. Se tallentaa tiedon siitä, että olet hyväksynyt evästeilmoituksen, jotta ilmoitusta ei näytetä uudelleen, ja se vanhenee 150 päivän kuluttua. Emme käytä mainonta- tai analytiikkaevästeitä.',
          'Kirjautumisen jälkeen kirjautumistunniste sekä tiedot kirjautuneesta käyttäjästä ja avoinna olevasta kyselystä tallennetaan selaimesi istuntotallennustilaan (session storage). Niitä tarvitaan, jotta pysyt kirjautuneena, ja ne poistetaan, kun kirjaudut ulos tai suljet selaimen välilehden.',
        ],
      },
      {
        heading: 'Muutokset',
        blocks: [
          'Päivitämme tätä selostetta, kun käsittely muuttuu; voimassa oleva versio on aina saatavilla sovelluksen yläpalkissa.',
        ],
      },
    ],
  },
};

export default fi;
